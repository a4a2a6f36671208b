import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { type MessageKey, useFormats, useRichT, useT } from "../../../lib/i18n";
import { MarkArrivedMutation } from "../api/mark-arrived-mutation";
import { OrderArrivalQuery } from "../api/order-arrival-query";
import "./cart.css";
import "./cart-notices.css";

/** What staff do once told, by car or at the counter. */
const NEXT: Record<"car" | "counter", MessageKey> = { car: "arrive.nextCar", counter: "arrive.nextCounter" };

/**
 * /cart/arrive/{code}?secret=…: the link in the confirmation mail. The order is read on load (the
 * server's record), so a wrong link, a notice already given (after a reload too) and a pickup that
 * cannot be announced yet are told before any tap; only a car pickup speaks of the car.
 */
export function ArrivePage() {
  const t = useT();
  const rich = useRichT();
  const { slot, time } = useFormats();
  const { id: code = "" } = useParams();
  const [params] = useSearchParams();
  const secret = params.get("secret") ?? "";
  const complete = Boolean(code && secret);
  const {
    data,
    loading: reading,
    error: readError,
    refetch,
  } = useQuery(OrderArrivalQuery, {
    variables: { code, secret },
    skip: !complete,
    fetchPolicy: "network-only",
  });
  const [markArrived, { loading }] = useMutation(MarkArrivedMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = data?.orderArrival;
  const state = answer?.__typename === "QueryOrderArrivalSuccess" ? answer.data : null;
  const linkError = !complete
    ? t("arrive.openFromMail")
    : answer && answer.__typename !== "QueryOrderArrivalSuccess"
      ? `${answer.message}。${t("arrive.openFromMail")}`
      : readError
        ? messageOfError(readError)
        : null;

  const arrive = async () => {
    setFailure(null);
    try {
      const { data: result } = await markArrived({ variables: { code, secret } });
      const marked = result?.markArrived;
      if (marked?.__typename === "MutationMarkArrivedSuccess") await refetch();
      else setFailure(marked?.message ?? t("arrive.failed"));
    } catch (error) {
      setFailure(messageOfError(error));
    }
  };

  const next = t(state?.useCar ? NEXT.car : NEXT.counter);
  return (
    <section className="arrive-page">
      <PageHeading eyebrow="Arrival">{t("title.arrive")}</PageHeading>
      {linkError ? (
        <p className="form-alert form-alert--error" role="alert" data-testid="arrive-link-error">
          {linkError}
        </p>
      ) : reading && !state ? (
        <p role="status">{t("placed.checking")}</p>
      ) : state ? (
        <>
          <p>
            {rich("arrive.code", { code: state.code, b: (chunks) => <strong>{chunks}</strong> })}
            <br />
            {t("arrive.pickup", { slot: slot(String(state.slotStartsAt), String(state.slotEndsAt)) })}
          </p>
          {state.arrivedAt ? (
            <p className="form-alert form-alert--success" role="status">
              {t("arrive.told", { time: time(String(state.arrivedAt)) })}
              {next}
            </p>
          ) : state.refusal ? (
            <p className="form-alert form-alert--info" role="status">
              {state.refusal}
            </p>
          ) : (
            <>
              <p>{state.useCar ? t("arrive.pressCar") : t("arrive.pressCounter")}</p>
              <button
                type="button"
                className="button button--primary arrive-page__button"
                onClick={() => void arrive()}
                disabled={loading}
                aria-busy={loading || undefined}
              >
                {loading ? t("form.sending") : t("arrive.button")}
              </button>
            </>
          )}
          {failure ? (
            <p className="form-alert form-alert--error" role="alert">
              {failure}
            </p>
          ) : null}
        </>
      ) : null}
      <p className="arrive-page__back">
        <Link to="/">{t("arrive.top")}</Link>
      </p>
    </section>
  );
}
