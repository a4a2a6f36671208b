import { PendingPage } from "../../components/pending-page";

export function AdminLoginPage() {
  return <PendingPage eyebrow="Admin" title="管理者ログイン" />;
}
