import { useApolloClient, useQuery } from "@apollo/client/react";
import { useCallback, useRef, useState } from "react";
import type { MenuPageQuery as MenuPageData, ProvisionMethod } from "../../gql/graphql";
import { MenuPageQuery } from "./api/menu-page-query";

/**
 * The menu's answer for `method`, and `readAgain`, which reads it afresh (a catalog change, or the
 * live subscription's first event: decision 0063).
 *
 * Every read asked for by `readAgain` is a request of its own, sent after the call: Apollo would
 * otherwise hand it an identical request already on its way, one that the server may have answered
 * before the change it is asked for. Answers are shown in the order the reads were asked, never
 * in the order they arrive: an older answer arriving late does not cover a newer one. A new answer
 * of the query itself (the store reset at a login) replaces them.
 */
export function useMenuAnswer(method: ProvisionMethod | undefined) {
  const key = method ?? "";
  const first = useQuery(MenuPageQuery, {
    variables: { method: method ?? null },
    fetchPolicy: "no-cache",
  });
  const client = useApolloClient();
  const [reread, setReread] = useState<{ key: string; data: MenuPageData; over: unknown }>();
  const asked = useRef(0);
  const shown = useRef(0);
  const firstData = useRef(first.data);
  firstData.current = first.data;
  const readAgain = useCallback(() => {
    const read = ++asked.current;
    client
      .query({
        query: MenuPageQuery,
        variables: { method: method ?? null },
        fetchPolicy: "no-cache",
        context: { queryDeduplication: false },
      })
      .then(
        ({ data }) => {
          if (!data || read <= shown.current) return;
          shown.current = read;
          setReread({ key, data, over: firstData.current });
        },
        // The menu shown stays; the next change or (re)connection reads it again.
        () => {},
      );
  }, [client, method, key]);
  return {
    answer: reread?.key === key && reread.over === first.data ? reread.data : first.data,
    loading: first.loading,
    error: first.error,
    refetch: first.refetch,
    readAgain,
  };
}
