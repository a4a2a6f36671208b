import { SHOP } from "@shared/constants";
import { Link } from "react-router";
import "./logo.css";

interface LogoProps {
  to?: string;
  /** Small text under the name, e.g. "管理画面". */
  note?: string;
}

export function Logo({ to = "/", note = SHOP.description }: LogoProps) {
  return (
    <Link to={to} className="logo">
      <span className="logo__mark" aria-hidden="true">
        唐
      </span>
      <span className="logo__text">
        <span className="logo__note">{note}</span>
        <span className="logo__name">{SHOP.name}</span>
      </span>
    </Link>
  );
}
