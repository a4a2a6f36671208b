import type { ReactNode } from "react";

interface PageHeadingProps {
  children: ReactNode;
  /** Romanised label shown small above the Japanese heading. */
  eyebrow?: string;
}

export function PageHeading({ children, eyebrow }: PageHeadingProps) {
  return (
    <header className="page-heading">
      {eyebrow ? <p className="page-heading__eyebrow">{eyebrow}</p> : null}
      <h1 className="page-heading__title">{children}</h1>
    </header>
  );
}
