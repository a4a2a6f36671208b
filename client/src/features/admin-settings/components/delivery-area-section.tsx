// Delivery areas: the list with fee (as customers see it, tax-inclusive), minimum and state;
// one form creates a new area or edits the chosen one.
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { DeleteDeliveryAreaMutation } from "../api/delivery-area-mutations";
import { AdminDeliveryAreasQuery } from "../api/delivery-areas-query";
import { type AreaValues, DeliveryAreaForm } from "./delivery-area-form";

const yen = (n: number) => `${n.toLocaleString("ja-JP")}円`;

export function DeliveryAreaSection() {
  const { data, error, refetch } = useQuery(AdminDeliveryAreasQuery, { fetchPolicy: "cache-and-network" });
  const [remove] = useMutation(DeleteDeliveryAreaMutation);
  const [editing, setEditing] = useState<{ id: string | null; values: AreaValues } | null>(null);
  const [message, setMessage] = useState("");
  const areas = data?.adminDeliveryAreas ?? [];

  const onDelete = async (id: string, name: string) => {
    if (!window.confirm(`「${name}」を削除しますか？`)) return;
    try {
      await remove({ variables: { id } });
      await refetch();
    } catch (e) {
      setMessage(messageOfError(e));
    }
  };

  return (
    <section className="delivery-areas" aria-labelledby="delivery-areas-title">
      <div className="admin-settings__head">
        <h2 id="delivery-areas-title" className="form__section-title">
          配達エリア
        </h2>
        <button
          type="button"
          className="button button--primary"
          onClick={() =>
            setEditing({
              id: null,
              values: { name: "", postalCodes: "", towns: "", fee: 0, minimumOrder: 0, isActive: true },
            })
          }
        >
          ＋ エリアを追加
        </button>
      </div>
      <FormAlert>{message || (error && !data ? messageOfError(error) : "")}</FormAlert>
      {editing ? (
        <div className="form-card">
          <DeliveryAreaForm
            id={editing.id}
            initial={editing.values}
            onDone={async () => {
              setEditing(null);
              await refetch();
            }}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : null}
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">エリア</th>
            <th scope="col">配達料（税込）</th>
            <th scope="col">最低注文金額</th>
            <th scope="col">状態</th>
            <th scope="col">
              <span className="visually-hidden">操作</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {areas.map((area) => (
            <tr key={area.id}>
              <td>
                <strong>{area.name}</strong>
                <div className="delivery-areas__codes">
                  {[...area.towns, ...area.postalCodes].slice(0, 6).join("、")}
                  {area.towns.length + area.postalCodes.length > 6 ? " ほか" : ""}
                </div>
              </td>
              <td>{area.feeWithTax === 0 ? "無料" : yen(area.feeWithTax)}</td>
              <td>{yen(area.minimumOrder)}</td>
              <td>{area.isActive ? "配達中" : "停止中"}</td>
              <td className="admin-table__action">
                <button
                  type="button"
                  className="button button--ghost delivery-areas__tap"
                  onClick={() =>
                    setEditing({
                      id: area.id,
                      values: {
                        name: area.name,
                        postalCodes: area.postalCodes.join("\n"),
                        towns: area.towns.join("\n"),
                        fee: area.fee,
                        minimumOrder: area.minimumOrder,
                        isActive: area.isActive,
                      },
                    })
                  }
                >
                  編集
                </button>
                <button
                  type="button"
                  className="button button--ghost delivery-areas__tap"
                  onClick={() => onDelete(area.id, area.name)}
                >
                  削除
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
