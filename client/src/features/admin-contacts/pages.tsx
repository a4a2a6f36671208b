export { ContactDetailPage } from "./components/contact-detail-page";
export { ContactListPage } from "./components/contact-list-page";
