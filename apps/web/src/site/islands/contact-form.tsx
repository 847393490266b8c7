// The support page's contact form, hydrated on that page only.
export { ContactForm as Component } from "../../features/support/components/contact-form.tsx";
