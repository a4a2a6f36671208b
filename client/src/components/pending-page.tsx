import type { ReactNode } from "react";
import { PageHeading } from "./page-heading";

interface PendingPageProps {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** A route whose screen is not built yet: its heading and an honest note, nothing pretend. */
export function PendingPage({ title, eyebrow, children }: PendingPageProps) {
  return (
    <section className="page">
      <PageHeading eyebrow={eyebrow}>{title}</PageHeading>
      <p className="page__note">この画面は準備中です。</p>
      {children}
    </section>
  );
}
