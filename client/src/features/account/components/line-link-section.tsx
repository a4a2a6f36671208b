// マイページ: LINE notices. Linking goes through LINE Login (one tap, then LINE's consent page);
// unlinking is one tap. Shown only when the shop has set up LINE.
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { MyLineLinkQuery, UnlinkLineMutation } from "../../../domain/line/line-api";
import { useStartLineLink } from "../../../domain/line/use-start-line-link";
import "../../../domain/line/line.css";
import { useT } from "../../../lib/i18n";

export function LineLinkSection() {
  const t = useT();
  const { data, refetch } = useQuery(MyLineLinkQuery, { fetchPolicy: "cache-and-network" });
  const [unlink, { loading: unlinking }] = useMutation(UnlinkLineMutation);
  const { open, opening, error } = useStartLineLink("/mypage");
  const [problem, setProblem] = useState("");
  if (!data?.lineAvailable) return null;
  const { linked, blocked } = data.myLineLink;
  const onUnlink = async () => {
    setProblem("");
    try {
      await unlink();
      await refetch();
    } catch (failure) {
      setProblem(messageOfError(failure));
    }
  };
  return (
    <section className="mypage__line" aria-labelledby="mypage-line-title">
      <h3 id="mypage-line-title">{t("line.title")}</h3>
      <p role="status">
        {linked ? (blocked ? t("lineLink.blocked") : t("lineLink.linked")) : t("lineLink.offer")}
      </p>
      <FormAlert>{error || problem}</FormAlert>
      {linked ? (
        <button type="button" className="button button--ghost" onClick={onUnlink} disabled={unlinking}>
          {unlinking ? t("lineLink.unlinking") : t("lineLink.unlink")}
        </button>
      ) : (
        <button type="button" className="button line-choice__button" onClick={open} disabled={opening}>
          {opening ? t("line.opening") : t("lineLink.link")}
        </button>
      )}
    </section>
  );
}
