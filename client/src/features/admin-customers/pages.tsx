export { CustomerListPage } from "./components/customer-list-page";
export { CustomerCreatePage, CustomerEditPage } from "./components/customer-pages";
