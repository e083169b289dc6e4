import { FeedbackPage } from '../../features/personal/feedback/feedback-page';

export default function FeedbackRoute() {
  return <FeedbackPage />;
}
