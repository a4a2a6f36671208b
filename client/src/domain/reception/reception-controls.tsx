// Every method's pause and busy controls (or one method's), read from the server.
import { useQuery } from "@apollo/client/react";
import { FormAlert } from "../../components/form/form-alert";
import { messageOfError } from "../../components/form/server-errors";
import { useFragment } from "../../gql";
import { ReceptionControlsQuery } from "./api/reception-controls-query";
import { ReceptionControl, ReceptionControlFragment } from "./reception-control";

export function ReceptionControls({ method }: { method?: "TAKEOUT" | "DELIVERY" }) {
  const { data, error } = useQuery(ReceptionControlsQuery, { fetchPolicy: "cache-and-network" });
  const controls = data?.receptionControls ?? [];
  return (
    <div className="reception-controls">
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {controls.map((ref) => (
        <MethodControl key={JSON.stringify(ref)} control={ref} only={method} />
      ))}
    </div>
  );
}

function MethodControl({
  control,
  only,
}: {
  control: Parameters<typeof ReceptionControl>[0]["control"];
  only?: "TAKEOUT" | "DELIVERY";
}) {
  const { method } = useFragment(ReceptionControlFragment, control);
  if (only && only !== method) return null;
  return <ReceptionControl control={control} />;
}
