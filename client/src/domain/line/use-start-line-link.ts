// Opens LINE's consent page (LINE Login) for a member's /mypage or a guest's checkout; LINE sends the
// browser back to /line/callback, which finishes the link (features/line).
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { messageOfError } from "../../components/form/server-errors";
import { useT } from "../../lib/i18n";
import { StartLineLinkMutation } from "./line-api";

export function useStartLineLink(returnTo: "/mypage" | "/cart/info" | "/cart/confirm") {
  const t = useT();
  const [start, { loading }] = useMutation(StartLineLinkMutation);
  const [error, setError] = useState("");
  const open = async () => {
    setError("");
    try {
      const { data } = await start({ variables: { returnTo } });
      const result = data?.startLineLink;
      if (result?.__typename === "MutationStartLineLinkSuccess") window.location.assign(result.data);
      else setError(result && "message" in result ? result.message : t("line.failed"));
    } catch (failure) {
      setError(messageOfError(failure));
    }
  };
  return { open, opening: loading, error };
}
