import { useEffect, useState } from 'react';
import { View, Text, Image } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { DeptNode, InvitationData } from '../../../../api/contract/peopleAdmin';
import { createInvitation, vipDeptFindList } from '../../../../api/people';
import { ApiError } from '../../../../api/transport';
import { Card, OptionPicker } from '../../../../components/booking';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { qrDataUrl } from '../../../../hosts/payment/qr';
import { showToast } from '../../../../hosts/ui';
import { LIMITS } from '../../../../domain/limits';
import { useStores } from '../../../../stores';
import { invitationLink, pageOrigin } from '../../people/invitation';
import { canManageOthers } from '../../../../app/peopleRights';
import '../../people/people.scss';
import '../../../../i18n/parts/people';

const ROUTE = '/userCenter/invitEmployees';

/**
 * Invite employees to a department (SPEC §2 /userCenter/invitEmployees): choose the department, create an
 * invitation code, then share its link or QR code (the QR library loads on first use). For a company
 * administrator and a booker for a department or the company.
 */
function InvitEmployeesPage() {
  const { app, session, ui } = useStores();
  const { t } = ui;
  const me = session.userInfo?.empInfo;
  const allowed = canManageOthers(me);
  const [depts, setDepts] = useState<DeptNode[]>([]);
  const [deptId, setDeptId] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [invitation, setInvitation] = useState<InvitationData | null>(null);
  const [qr, setQr] = useState('');

  useEffect(() => {
    if (!allowed) return;
    vipDeptFindList()
      .then((answer) => setDepts(answer.list ?? []))
      .catch(() => undefined);
  }, [allowed]);
  // My own department is the likely one.
  useEffect(() => {
    if (deptId === null && me?.deptId && depts.some((d) => d.deptId === me.deptId)) setDeptId(me.deptId);
  }, [depts, deptId, me]);

  const link = invitation ? invitationLink(invitation.code, pageOrigin(), app.pageSettings?.domainName) : '';
  useEffect(() => {
    let live = true;
    setQr('');
    if (link) {
      qrDataUrl(link)
        .then((url) => live && setQr(url))
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [link]);

  if (!allowed) {
    return (
      <PageShell route={ROUTE} title="people.invite.title" className="pp-page invite">
        <View className="pp-note" role="note" data-testid="invite-denied">
          <Text>{t('people.invite.denied')}</Text>
        </View>
      </PageShell>
    );
  }

  const create = async () => {
    if (busy) return;
    if (!deptId) {
      setError(t('people.emp.v.dept'));
      return;
    }
    setBusy(true);
    try {
      const answer = await createInvitation({ deptId });
      setInvitation(answer.data ?? null);
    } catch (e) {
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    try {
      await Taro.setClipboardData({ data: link });
      showToast(t('people.invite.copied'), LIMITS.ui.toastMs, 'success');
    } catch {
      showToast(t('people.invite.copyFailed'), LIMITS.ui.failureToastMs);
    }
  };

  return (
    <PageShell route={ROUTE} title="people.invite.title" className="pp-page invite">
      <Card title={t('people.invite.dept')} id="invite-dept-card">
        <OptionPicker
          id="invite-dept"
          title={t('people.emp.dept')}
          options={depts.map((d) => ({ id: d.deptId, name: d.deptName, code: d.level > 0 ? d.path : '' }))}
          valueId={deptId}
          required
          error={error || undefined}
          onChange={(next) => {
            setDeptId(next);
            setError('');
            setInvitation(null);
          }}
        />
        <Text className="bk-sub">{t('people.invite.hint')}</Text>
      </Card>
      {invitation ? (
        <Card title={t('people.invite.result')} id="invite-result">
          <View className="pp-stack">
            <Text className="pp-item__line" data-testid="invite-for">
              {t('people.invite.for', { corp: invitation.corpName, dept: invitation.deptName })}
            </Text>
            <Text className="pp-url" data-testid="invite-link" selectable userSelect>
              {link}
            </Text>
            <Text className="bk-sub">{t('people.invite.expires', { time: invitation.expiresAt })}</Text>
            {qr ? (
              <Image
                className="pp-qr"
                src={qr}
                mode="aspectFit"
                aria-label={t('people.invite.qr')}
                data-testid="invite-qr"
              />
            ) : (
              <Text className="pp-loading" role="status">
                {t('common.loading')}
              </Text>
            )}
            <Pressable className="bk-btn" onPress={() => void copy()} testId="invite-copy">
              {t('people.invite.copy')}
            </Pressable>
          </View>
        </Card>
      ) : null}
      <View className="pp-bar">
        <Pressable
          className="bk-btn bk-btn--primary"
          onPress={() => void create()}
          disabled={busy}
          testId="invite-create"
        >
          {t(invitation ? 'people.invite.renew' : 'people.invite.create')}
        </Pressable>
      </View>
    </PageShell>
  );
}

export default observer(InvitEmployeesPage);
