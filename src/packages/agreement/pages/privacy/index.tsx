import { AgreementText } from '../../AgreementText';

/** /agreement/privacy: the privacy policy (issue 15; a public route, not in SPEC §2). */
export default function PrivacyPolicyPage() {
  return <AgreementText kind="privacy" />;
}
