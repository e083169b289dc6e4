import { EnterprisePage } from '../../features/personal/company/enterprise-page';

export default function EnterpriseInfoRoute() {
  return <EnterprisePage />;
}
