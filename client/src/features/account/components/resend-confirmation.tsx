import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { useT } from "../../../lib/i18n";
import { ResendConfirmationMutation } from "../api/resend-confirmation-mutation";

/** A button that mails the confirmation link again to an address already known. */
export function ResendConfirmationButton({ email }: { email: string }) {
  const t = useT();
  const [resend, { loading }] = useMutation(ResendConfirmationMutation);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const onClick = async () => {
    setNotice(null);
    try {
      const { data } = await resend({ variables: { email } });
      const result = data?.resendConfirmation;
      if (result && "message" in result) setNotice({ tone: "error", text: result.message });
      else setNotice({ tone: "success", text: t("resend.sent") });
    } catch (error) {
      setNotice({ tone: "error", text: messageOfError(error) });
    }
  };

  return (
    <div>
      {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      <button
        type="button"
        className="button button--ghost button--block"
        onClick={onClick}
        disabled={loading}
      >
        {loading ? t("form.sending") : t("resend.button")}
      </button>
    </div>
  );
}
