import { MailerPage } from '../../features/personal/mailer/mailer-page';

export default function MailerRoute() {
  return <MailerPage />;
}
