// The service a "Refer someone to this service" link names (paths.ts, referralPathFor). The page
// is prerendered without it, so the form ticks it once hydrated; an unknown value is ignored.
import { SERVICES, type ServiceKey } from '../../../../schema/contract/services';
import { REFERRAL_SERVICE_PARAM } from '../../paths';

/** The site's service `search` (a location's query string) names, if it names one. */
export function chosenService(search: string): (typeof SERVICES)[number] | undefined {
  const wanted = new URLSearchParams(search).get(REFERRAL_SERVICE_PARAM);
  return SERVICES.find((service) => service.key === wanted);
}

/** The services checkbox for `key` in `form`: the form's table names its checkboxes `services`. */
export const serviceBox = (form: HTMLFormElement, key: ServiceKey) =>
  form.querySelector<HTMLInputElement>(`input[type="checkbox"][name="services"][value="${key}"]`);
