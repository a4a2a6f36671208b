import { useApolloClient, useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router";
import { clearCredentials } from "../../../lib/credentials";
import { useT } from "../../../lib/i18n";
import { SignOutMutation } from "../api/sign-out-mutation";

/** Ends the session on the server, then forgets it here whatever the server said. */
export function useSignOut(): [() => Promise<void>, boolean] {
  const t = useT();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOut, { loading }] = useMutation(SignOutMutation);
  const run = async () => {
    try {
      await signOut();
    } catch {
      // An expired session is already over on the server; the local one goes below.
    }
    clearCredentials("customer");
    await client.clearStore();
    // The home page says so (for SUCCESS_MESSAGE_MS): the header's change alone is easy to miss.
    navigate("/", { replace: true, state: { notice: t("info.signedOut") } });
  };
  return [run, loading];
}
