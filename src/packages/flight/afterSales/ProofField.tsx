import { useState } from 'react';
import { View, Text, Image } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../../components/Pressable';
import { validationKey } from '../../../i18n';
import { useStores } from '../../../stores';
import type { ProofFile } from './forms';
import { pickProofImage, uploadProof } from './upload';
import './afterSales.scss';
import '../../../i18n/parts/afterSales';

interface Props {
  proof: ProofFile | null;
  error?: string;
  onChange(proof: ProofFile): void;
  onError(message: string): void;
  /** True while the picked image uploads (the form cannot be sent then). */
  onUploading(uploading: boolean): void;
}

/** The proof image of an involuntary refund (SPEC §5 images): pick, check, upload, show the thumbnail. */
export const ProofField = observer(function ProofField({ proof, error, onChange, onError, onUploading }: Props) {
  const { ui, session } = useStores();
  const { t } = ui;
  const [uploading, setUploading] = useState(false);
  const busy = (on: boolean) => {
    setUploading(on);
    onUploading(on);
  };

  const pick = async () => {
    const picked = await pickProofImage();
    if (!picked) return;
    if (picked.kind === 'invalid') {
      onError(t(validationKey(picked.code ?? 'image.type')));
      return;
    }
    busy(true);
    try {
      const url = await uploadProof(picked.file, session.token, process.env.TARO_APP_API_BASE ?? '');
      onChange({ ...picked.file, url });
    } catch {
      onError(t('afterSales.proof.failed'));
    } finally {
      busy(false);
    }
  };

  return (
    <View data-testid="refund-proof">
      <Text className="as-sub">{t('afterSales.proof.hint')}</Text>
      <View className="as-proof">
        {proof ? (
          <Image className="as-proof__thumb" src={proof.path} mode="aspectFill" aria-label={proof.name} />
        ) : null}
        <Pressable className="as-btn" onPress={() => void pick()} disabled={uploading} testId="proof-pick">
          {t(uploading ? 'afterSales.proof.uploading' : proof ? 'afterSales.proof.replace' : 'afterSales.proof.add')}
        </Pressable>
      </View>
      {error ? (
        <Text className="as-alert" role="alert" data-testid="proof-error">
          {error}
        </Text>
      ) : null}
    </View>
  );
});
