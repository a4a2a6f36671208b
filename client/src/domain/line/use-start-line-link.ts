// Opens LINE's consent page (LINE Login) for a member's /mypage or a guest's checkout; LINE sends the
// browser back to /line/callback, which finishes the link (features/line). That address is fixed
// (registered with LINE), so the visitor's language is kept first: the server sends the return to
// /en/line/callback (…/zh, /ko) and the page, its messages and the way back are in that language.
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { messageOfError } from "../../components/form/server-errors";
import { useLanguage, useT } from "../../lib/i18n";
import { keepLanguage } from "../../lib/keep-language";
import { StartLineLinkMutation } from "./line-api";

export function useStartLineLink(returnTo: "/mypage" | "/cart/info" | "/cart/confirm") {
  const t = useT();
  const language = useLanguage();
  const [start, { loading }] = useMutation(StartLineLinkMutation);
  const [error, setError] = useState("");
  const open = async () => {
    setError("");
    try {
      const { data } = await start({ variables: { returnTo } });
      const result = data?.startLineLink;
      if (result?.__typename === "MutationStartLineLinkSuccess") {
        keepLanguage(language);
        window.location.assign(result.data);
      } else setError(result && "message" in result ? result.message : t("line.failed"));
    } catch (failure) {
      setError(messageOfError(failure));
    }
  };
  return { open, opening: loading, error };
}
