import type { ReactNode } from "react";
import { useT } from "../lib/i18n";
import { PageHeading } from "./page-heading";

interface PendingPageProps {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** A route whose screen is not built yet: its heading and an honest note, nothing pretend. */
export function PendingPage({ title, eyebrow, children }: PendingPageProps) {
  const t = useT();
  return (
    <section className="page">
      <PageHeading eyebrow={eyebrow}>{title}</PageHeading>
      <p className="page__note">{t("common.pending")}</p>
      {children}
    </section>
  );
}
