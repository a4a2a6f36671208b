import { Link } from "react-router";
import { useT } from "../lib/i18n";

/** The success message, fixed at the bottom of the screen; it goes after SUCCESS_MESSAGE_MS. */
export function SuccessToast({ message }: { message: string }) {
  const t = useT();
  return (
    <div className="success-toast" role="status" aria-live="polite">
      {message ? (
        <div className="success-toast__box">
          <span>{message}</span>
          <Link to="/cart" className="success-toast__link">
            {t("toast.seeCart")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
