// One method's reception state for a screen that offers its slots (the checkout's slot picker):
// live like the storefront's method choice, and `onChange` lets the screen re-read its own data
// (the slots) at the same moments.
import { useQuery } from "@apollo/client/react";
import { useCallback } from "react";
import type { ProvisionMethod } from "../../gql/graphql";
import { MethodReceptionQuery } from "./api/method-reception-query";
import { useLiveReception } from "./use-live-reception";

export function useMethodReception(method: ProvisionMethod, onChange: () => unknown) {
  const { data, refetch } = useQuery(MethodReceptionQuery, { fetchPolicy: "cache-and-network" });
  const refresh = useCallback(() => {
    void refetch();
    void onChange();
  }, [refetch, onChange]);
  useLiveReception(refresh, data?.receptionStates.map((state) => state.resumesAt) ?? []);
  return data?.receptionStates.find((state) => state.method === method) ?? null;
}
