// At checkout: 「LINEで通知を受け取る」. A guest links through LINE Login and comes back with a ticket
// kept in the order draft (sent with the order); a member who linked LINE is told notices go there.
import { useQuery } from "@apollo/client/react";
import { FormAlert } from "../../components/form/form-alert";
import { updateDraft } from "../checkout/order-draft";
import { useOrderDraft } from "../checkout/use-order-draft";
import { LineAvailableQuery, MyLineLinkQuery } from "./line-api";
import { useStartLineLink } from "./use-start-line-link";
import "./line.css";
import { useT } from "../../lib/i18n";

export function LineCheckoutChoice({ member }: { member: boolean }) {
  const t = useT();
  const available = useQuery(LineAvailableQuery, { skip: member });
  const mine = useQuery(MyLineLinkQuery, { skip: !member });
  const draft = useOrderDraft();
  const { open, opening, error } = useStartLineLink("/cart/info");
  const offered = member ? mine.data?.lineAvailable : available.data?.lineAvailable;
  if (!offered) return null;
  const linked = member
    ? Boolean(mine.data?.myLineLink.linked && !mine.data.myLineLink.blocked)
    : Boolean(draft.lineTicket);
  return (
    <section className="line-choice" aria-labelledby="line-choice-title">
      <h2 className="form__section-title" id="line-choice-title">
        {t("line.title")}
      </h2>
      {linked ? (
        <p className="line-choice__done" role="status">
          {t("line.linked")}
        </p>
      ) : (
        <p className="page__note">{t("line.offer")}</p>
      )}
      <FormAlert>{error}</FormAlert>
      {linked ? (
        member ? null : (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => updateDraft({ lineTicket: "" })}
          >
            {t("line.stop")}
          </button>
        )
      ) : (
        <button type="button" className="button line-choice__button" onClick={open} disabled={opening}>
          {opening ? t("line.opening") : t("line.start")}
        </button>
      )}
    </section>
  );
}
