import { useQuery } from "@apollo/client/react";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { Pager, pageHref } from "../../../components/pager";
import { AdminCustomersQuery } from "../api/admin-customers-query";
import { downloadCustomersCsv } from "../api/download-customers-csv";
import "./admin-customers.css";

export function CustomerListPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const query = params.get("q") ?? "";
  const page = Math.max(Number(params.get("page")) || 1, 1);
  const [text, setText] = useState(query);
  const [csvError, setCsvError] = useState("");
  const [saving, setSaving] = useState(false);
  const onCsv = async () => {
    setSaving(true);
    setCsvError((await downloadCustomersCsv(query)) ?? "");
    setSaving(false);
  };
  const { data, error, loading } = useQuery(AdminCustomersQuery, {
    variables: { query, page },
    fetchPolicy: "cache-and-network",
  });
  const result = data?.adminCustomers;
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    navigate(text.trim() ? `/admin/customer?q=${encodeURIComponent(text.trim())}` : "/admin/customer");
  };
  return (
    <section className="page admin-customers">
      <div className="admin-customers__head">
        <PageHeading eyebrow="Customers">顧客一覧</PageHeading>
        <div className="admin-customers__actions">
          <button type="button" className="button" onClick={onCsv} disabled={saving}>
            {saving ? "CSVを作成しています…" : query ? "検索結果をCSVで保存" : "顧客一覧をCSVで保存"}
          </button>
          <Link to="/admin/customer/create" className="button button--primary">
            ＋ 新規登録
          </Link>
        </div>
      </div>
      {csvError ? <FormAlert>{csvError}</FormAlert> : null}
      <form className="admin-customers__search" onSubmit={onSearch} aria-label="顧客の検索">
        <label htmlFor="customer-search" className="visually-hidden">
          お名前・フリガナ・電話番号・メールアドレスで検索
        </label>
        <input
          id="customer-search"
          className="field__input"
          type="search"
          value={text}
          placeholder="お名前・フリガナ・電話番号・メールアドレス"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          検索
        </button>
      </form>
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {loading && !data ? <p className="page__note">読み込んでいます…</p> : null}
      {result ? (
        <>
          <p className="page__note" aria-live="polite">
            {result.countText}
          </p>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">お名前</th>
                <th scope="col">電話番号</th>
                <th scope="col">メールアドレス</th>
                <th scope="col">注文</th>
              </tr>
            </thead>
            <tbody>
              {result.customers.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link to={`/admin/customer/${c.id}`} className="admin-customers__name">
                      {c.lastName} {c.firstName}
                    </Link>
                    <div className="admin-customers__kana">
                      {c.lastNameKana} {c.firstNameKana}
                    </div>
                  </td>
                  <td>{c.tel}</td>
                  <td className="admin-table__email">{c.email}</td>
                  <td>{c.orderCount}件</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={result.page}
            pageCount={Math.ceil(result.totalCount / result.perPage)}
            hrefFor={(n) => pageHref(location.pathname, params, n)}
          />
        </>
      ) : null}
    </section>
  );
}
