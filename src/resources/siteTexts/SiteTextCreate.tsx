import { Create } from 'react-admin';
import { SiteTextForm } from './SiteTextForm';
import { prepareSiteText } from './siteTextChoices';

export function SiteTextCreate() {
  return (
    <Create
      redirect="list"
      record={{ status: 'draft', body: '', valid_from: new Date().toISOString() }}
      transform={(data) => prepareSiteText(data)}
    >
      <SiteTextForm />
    </Create>
  );
}
