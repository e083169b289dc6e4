import { WalletPage } from '../../features/personal/wallet/wallet-page';

export default function WalletRoute() {
  return <WalletPage />;
}
