// The audit trail for owners (/admin/setting/audit): who changed a price, a tax rate, a pause, an
// administrator, deleted a customer, cancelled or refunded an order, and when; filtered by person,
// kind and day. Staff are refused by the server, and the page says so.
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { formatDay, formatTime } from "../../../lib/tokyo-format";
import { AuditLogQuery } from "../api/audit-log-query";
import "./audit-page.css";

export function AuditPage() {
  const [actorId, setActorId] = useState("");
  const [kind, setKind] = useState("");
  const [date, setDate] = useState("");
  const { data, error } = useQuery(AuditLogQuery, {
    variables: { actorId: actorId || null, kind: kind || null, date: date || null },
    fetchPolicy: "cache-and-network",
  });
  const result = data?.auditLog;
  const log = result?.__typename === "QueryAuditLogSuccess" ? result.data : null;
  const refusal = error ? messageOfError(error) : result && "message" in result ? result.message : "";
  return (
    <section className="page admin-audit">
      <PageHeading eyebrow="Audit">操作履歴</PageHeading>
      <div className="admin-audit__filters">
        <label>
          担当者
          <select className="field__input" value={actorId} onChange={(e) => setActorId(e.target.value)}>
            <option value="">すべて</option>
            {log?.actors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          種類
          <select className="field__input" value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="">すべて</option>
            {log?.kinds.map((k) => (
              <option key={k.key} value={k.key}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          日付
          <input
            type="date"
            className="field__input"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </label>
      </div>
      <FormAlert>{refusal}</FormAlert>
      {log ? (
        log.entries.length ? (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">日時</th>
                <th scope="col">担当者</th>
                <th scope="col">種類</th>
                <th scope="col">対象</th>
                <th scope="col">内容</th>
              </tr>
            </thead>
            <tbody>
              {log.entries.map((e) => (
                <tr key={e.id}>
                  <td>
                    {formatDay(String(e.createdAt))} {formatTime(String(e.createdAt))}
                  </td>
                  <td>{e.actorName}</td>
                  <td>{e.kindLabel}</td>
                  <td>{e.subject}</td>
                  <td>{e.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>該当する操作はありません。</p>
        )
      ) : null}
    </section>
  );
}
