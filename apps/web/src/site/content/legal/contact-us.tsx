import { company } from "../../../config/company.ts";
import { paths } from "../../../config/paths.ts";

/** The two ways to reach us, as the legal pages word them. */
export function ContactUs() {
  return (
    <>
      the <a href={`${paths.support}#contact`}>contact form on our support page</a> or an e-mail to{" "}
      <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
    </>
  );
}
