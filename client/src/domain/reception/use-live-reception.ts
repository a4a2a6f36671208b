// Keeps a storefront's reception states current: the server announces every change of hours,
// closed dates, pause or busy mode (receptionStatesChanged), and a pause that ends by itself is
// read again at its resume time (the server computes it; nothing is published then).
import { useSubscription } from "@apollo/client/react";
import { useEffect } from "react";
import { graphql } from "../../gql";

export const ReceptionStatesChangedSubscription = graphql(`
  subscription ReceptionStatesChanged {
    receptionStatesChanged {
      method
    }
  }
`);

export function useLiveReception(refetch: () => unknown, resumesAt: readonly unknown[]) {
  useSubscription(ReceptionStatesChangedSubscription, { onData: () => void refetch() });
  const key = resumesAt.filter(Boolean).map(String).join(",");
  useEffect(() => {
    const waits = key
      .split(",")
      .filter(Boolean)
      .map((at) => Date.parse(at) - Date.now())
      .filter((ms) => ms > 0);
    if (!waits.length) return;
    const timer = window.setTimeout(() => void refetch(), Math.min(...waits) + 1000);
    return () => window.clearTimeout(timer);
  }, [key, refetch]);
}
