import { AgreementText } from '../../AgreementText';

/** /agreement/user: the user agreement (issue 15; a public route, not in SPEC §2). */
export default function UserAgreementPage() {
  return <AgreementText kind="user" />;
}
