import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { EMPTY_PROFILE } from "../../../domain/customer/profile-fields";
import { formatSlot } from "../../../lib/tokyo-format";
import { useSuccessMessage } from "../../../lib/use-success-message";
import { AdminCustomerQuery } from "../api/admin-customer-query";
import { DeleteCustomerMutation } from "../api/customer-mutations";
import { CustomerForm } from "./customer-form";
import "./admin-customers.css";

const yen = (n: number) => `${n.toLocaleString("ja-JP")}円`;

export function CustomerCreatePage() {
  const navigate = useNavigate();
  return (
    <section className="page admin-customers admin-customers--form">
      <PageHeading eyebrow="Customers">顧客の登録</PageHeading>
      <div className="form-card">
        <CustomerForm id={null} initial={EMPTY_PROFILE} onSaved={(id) => navigate(`/admin/customer/${id}`)} />
      </div>
    </section>
  );
}

export function CustomerEditPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(AdminCustomerQuery, {
    variables: { id },
    fetchPolicy: "cache-and-network",
  });
  const [remove] = useMutation(DeleteCustomerMutation);
  const [flash, showFlash] = useSuccessMessage();
  const [failure, setFailure] = useState("");
  const result = data?.adminCustomer;
  const customer = result?.__typename === "QueryAdminCustomerSuccess" ? result.data : null;
  const onDelete = async () => {
    if (!customer) return;
    if (
      !window.confirm(
        `${customer.lastName} ${customer.firstName} 様のアカウントを削除しますか？\n過去の注文は残り、個人情報とログイン状態は削除されます。`,
      )
    )
      return;
    try {
      await remove({ variables: { id } });
      navigate("/admin/customer");
    } catch (e) {
      setFailure(messageOfError(e));
    }
  };
  return (
    <section className="page admin-customers admin-customers--form">
      <PageHeading eyebrow="Customers">顧客の編集</PageHeading>
      <p>
        <Link to="/admin/customer">← 顧客一覧へ</Link>
      </p>
      <FormAlert tone="success">{flash}</FormAlert>
      <FormAlert>
        {failure ||
          (error && !data ? messageOfError(error) : result && "message" in result ? result.message : "")}
      </FormAlert>
      {customer ? (
        <>
          <div className="form-card">
            <CustomerForm
              key={customer.id}
              id={customer.id}
              initial={{
                lastName: customer.lastName,
                firstName: customer.firstName,
                lastNameKana: customer.lastNameKana,
                firstNameKana: customer.firstNameKana,
                email: customer.email,
                tel: customer.tel,
                postalCode: customer.postalCode ?? "",
                prefectureId: customer.prefectureId ?? null,
                address1: customer.address1 ?? "",
                address2: customer.address2 ?? "",
              }}
              onSaved={() => {
                showFlash("顧客情報を更新しました");
                void refetch();
              }}
            />
          </div>
          <h2 className="form__section-title">ご注文</h2>
          <p>
            {customer.orderCount}件 ／ 合計 {yen(customer.orderTotal)}（税込、キャンセルを除く）
          </p>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">注文番号</th>
                <th scope="col">受取日時</th>
                <th scope="col">状態</th>
                <th scope="col">合計（税込）</th>
              </tr>
            </thead>
            <tbody>
              {customer.orders.map((o) => (
                <tr key={o.id}>
                  <td>{o.code}</td>
                  <td>{formatSlot(String(o.slotStartsAt))}</td>
                  <td>{o.statusLabel}</td>
                  <td>{yen(o.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="admin-customers__danger">
            <button type="button" className="button button--danger" onClick={onDelete}>
              このお客様を削除する
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
