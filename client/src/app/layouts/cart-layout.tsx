import { Outlet } from "react-router";

/** Bare: the cart and checkout steps keep people on task, without site navigation. */
export function CartLayout() {
  return (
    <div className="layout layout--bare">
      <main className="layout__main layout__main--narrow" id="main">
        <Outlet />
      </main>
    </div>
  );
}
