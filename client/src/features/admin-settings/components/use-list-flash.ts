// Moved to lib/ so that every back-office list shows what was just saved the same way.
export { useFlashFromNavigation } from "../../../lib/use-flash-from-navigation";
