import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import { PickupDisplayQuery } from "../api/pickup-display-query";
import { PickupDisplayChangedSubscription } from "../api/pickup-display-subscription";
import "./shop-display.css";

/** A new Tokyo day brings no order event: the numbers are read again now and then. */
const REFRESH_MS = 60_000;

/**
 * /shop/display, for a screen facing the customers: the call numbers being prepared (調理中) and
 * ready at the counter (お渡し準備完了), large and live. Numbers only. The device's staff sign-in
 * stays; when its session ends the socket is closed and the page goes to the sign-in (0021).
 */
export function ShopDisplayPage() {
  const client = useApolloClient();
  const { data, error } = useQuery(PickupDisplayQuery, { pollInterval: REFRESH_MS });
  useSubscription(PickupDisplayChangedSubscription, {
    onData: ({ data: event }) => {
      const numbers = event.data?.pickupDisplayChanged;
      if (numbers) client.writeQuery({ query: PickupDisplayQuery, data: { pickupDisplay: numbers } });
    },
  });
  const display = data?.pickupDisplay;
  return (
    <div className="pickup-display">
      <h1 className="visually-hidden">お呼び出し番号</h1>
      <section className="pickup-display__column" aria-labelledby="pickup-preparing">
        <h2 id="pickup-preparing" className="pickup-display__heading">
          調理中
        </h2>
        <NumberList numbers={display?.preparing} testId="display-preparing" />
      </section>
      <section
        className="pickup-display__column pickup-display__column--ready"
        aria-labelledby="pickup-ready"
      >
        <h2 id="pickup-ready" className="pickup-display__heading">
          お渡し準備完了
        </h2>
        <NumberList numbers={display?.ready} testId="display-ready" live />
      </section>
      {error && !display ? (
        <p className="pickup-display__error" role="alert">
          表示できませんでした。通信環境をご確認ください。
        </p>
      ) : null}
    </div>
  );
}

function NumberList(props: { numbers: readonly number[] | undefined; testId: string; live?: boolean }) {
  return (
    <ul
      className="pickup-display__numbers"
      data-testid={props.testId}
      aria-live={props.live ? "polite" : undefined}
    >
      {(props.numbers ?? []).map((n) => (
        <li key={n} className="pickup-display__number">
          {n}
        </li>
      ))}
    </ul>
  );
}
