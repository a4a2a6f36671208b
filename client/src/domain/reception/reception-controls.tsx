// Every method's pause and busy controls (or one method's), read from the server. Live on every
// open board and settings page: another staff member's tap is announced (receptionStatesChanged),
// and an automatic resume or the end of busy mode is read again at its time.
import { useQuery } from "@apollo/client/react";
import { FormAlert } from "../../components/form/form-alert";
import { messageOfError } from "../../components/form/server-errors";
import { ReceptionControlsQuery } from "./api/reception-controls-query";
import { ReceptionControl } from "./reception-control";
import { useLiveReception } from "./use-live-reception";

export function ReceptionControls({ method }: { method?: "TAKEOUT" | "DELIVERY" }) {
  const { data, error, refetch } = useQuery(ReceptionControlsQuery, { fetchPolicy: "cache-and-network" });
  const controls = (data?.receptionControls ?? []).filter((c) => !method || c.method === method);
  useLiveReception(
    refetch,
    controls.flatMap((c) => [c.pausedUntil, c.busyUntil]),
  );
  return (
    <div className="reception-controls">
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {controls.map((control) => (
        <ReceptionControl key={control.method} control={control} />
      ))}
    </div>
  );
}
