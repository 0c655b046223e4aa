import { useMemo, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { Address, IdType } from '../../../../api/contract';
import type { HotelMembership } from '../../../../api/contract/peopleAdmin';
import {
  vipEmpAddrDel,
  vipEmpAddrList,
  vipEmpContactsDel,
  vipEmpContactsPage,
  vipEmpJdhyDel,
  vipEmpJdhyList,
} from '../../../../api/people';
import { PageShell } from '../../../../components/PageShell';
import { PagedList } from '../../../../components/PagedList';
import { Pressable } from '../../../../components/Pressable';
import { LIMITS } from '../../../../domain/limits';
import type { MessageKey } from '../../../../i18n';
import { decodeQuery, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { PagedListStore } from '../../../../stores/pagedList';
import { addressText } from '../../people/addressForm';
import { relationLabel, type ContactRow } from '../../people/contactForm';
import { Tabs, useConfirmedAction } from '../../people/parts';
import '../../people/people.scss';
import '../../../../i18n/parts/people';
import { NO_TRANSLATE } from '../../../../components/Pressable/noTranslate';

const ROUTE = '/userCenter/CommonInfo';

type Tab = 'contacts' | 'addresses' | 'memberships';
const TABS: readonly Tab[] = ['contacts', 'addresses', 'memberships'];

const page =
  <T,>(call: (body: { pageNum: number; count: number }) => Promise<{ list?: T[]; data?: { total?: number } }>) =>
  async (pageNum: number, count: number) => {
    const answer = await call({ pageNum, count });
    return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
  };

/**
 * My common information (SPEC §2 /userCenter/CommonInfo): frequent travellers, delivery addresses and hotel
 * membership cards, each listed with edit and delete (after a confirmation). Numbers are masked as answered.
 */
function CommonInfoPage() {
  const { ui } = useStores();
  const { t } = ui;
  const initial = decodeQuery(useRouter().params).tab as Tab | undefined;
  const [tab, setTab] = useState<Tab>(initial && TABS.includes(initial) ? initial : 'contacts');
  const remove = useConfirmedAction();
  const lists = useMemo(
    () => ({
      contacts: new PagedListStore<ContactRow>(page(vipEmpContactsPage), LIMITS.pageSize.list, (r) => r.contactsId),
      addresses: new PagedListStore<Address>(page(vipEmpAddrList), LIMITS.pageSize.list, (r) => r.empAddrId),
      memberships: new PagedListStore<HotelMembership>(page(vipEmpJdhyList), LIMITS.pageSize.list, (r) => r.id),
    }),
    [],
  );
  // Every show (first, and back from an edit) reloads the tab in view.
  useDidShow(() => {
    void lists[tab].refresh();
  });
  const choose = (next: Tab) => {
    setTab(next);
    void lists[next].refresh();
  };

  const deleteContact = async (c: ContactRow) => {
    const done = await remove.run(
      {
        title: 'people.delete',
        content: 'people.contact.deleteConfirm',
        done: 'people.deleted',
        values: { name: c.name },
      },
      () => vipEmpContactsDel({ contactsId: c.contactsId }),
    );
    if (done) void lists.contacts.refresh();
  };
  const deleteAddress = async (a: Address) => {
    const done = await remove.run(
      { title: 'people.delete', content: 'people.address.deleteConfirm', done: 'people.deleted' },
      () => vipEmpAddrDel({ empAddrId: a.empAddrId }),
    );
    if (done) void lists.addresses.refresh();
  };
  const deleteMembership = async (m: HotelMembership) => {
    const done = await remove.run(
      {
        title: 'people.delete',
        content: 'people.membership.deleteConfirm',
        done: 'people.deleted',
        values: { plat: m.platName || m.interfacePlat },
      },
      () => vipEmpJdhyDel({ id: m.id }),
    );
    if (done) void lists.memberships.refresh();
  };

  const actions = (testId: string, edit: () => void, del: () => void) => (
    <View className="pp-item__actions">
      <Pressable className="pp-link" onPress={edit} testId={`${testId}-edit`}>
        {t('people.edit')}
      </Pressable>
      <Pressable className="pp-link pp-link--danger" onPress={del} disabled={remove.busy} testId={`${testId}-delete`}>
        {t('people.delete')}
      </Pressable>
    </View>
  );

  return (
    <PageShell route={ROUTE} title="people.common.title" className="pp-page common-info">
      <Tabs<Tab>
        label={t('people.common.title')}
        tabs={TABS.map((value) => ({ value, label: t(`people.common.tab.${value}`) }))}
        value={tab}
        onChange={choose}
      />
      {tab === 'contacts' && (
        <PagedList
          list={lists.contacts}
          emptyText={t('people.contact.empty')}
          renderItem={(c) => (
            <View key={c.contactsId} className="obt-card pp-item" data-testid="contact-row">
              <View className="pp-item__head">
                <Text className="pp-item__title" {...NO_TRANSLATE}>
                  {c.name}
                  {c.enName ? <Text className="bk-sub"> {c.enName}</Text> : null}
                </Text>
                {c.relation ? (
                  <Text className="pp-badge" {...NO_TRANSLATE}>
                    {relationLabel(t, c.relation)}
                  </Text>
                ) : null}
              </View>
              {c.documents.map((d) => (
                <Text key={d.ref} className="pp-item__line">
                  {t(`booking.idType.${d.idType as IdType}` as MessageKey)} {d.masked}
                </Text>
              ))}
              {c.phoneNumber ? <Text className="pp-item__line">{c.phoneNumber}</Text> : null}
              {actions(
                'contact',
                () => void navigate(`/userCenter/CommonInfo/EditContact/${c.contactsId}`),
                () => void deleteContact(c),
              )}
            </View>
          )}
        />
      )}
      {tab === 'addresses' && (
        <PagedList
          list={lists.addresses}
          emptyText={t('people.address.empty')}
          renderItem={(a) => (
            <View key={a.empAddrId} className="obt-card pp-item" data-testid="address-row">
              <View className="pp-item__head">
                <Text className="pp-item__title" {...NO_TRANSLATE}>
                  {a.recipient} <Text className="bk-sub">{a.phoneNumber}</Text>
                </Text>
                {a.isDefault === 1 ? (
                  <Text className="pp-badge" data-testid="address-default">
                    {t('people.address.default')}
                  </Text>
                ) : null}
              </View>
              <Text className="pp-item__line" {...NO_TRANSLATE}>
                {addressText(a)}
              </Text>
              {a.post ? <Text className="pp-item__line">{t('people.address.postShown', { post: a.post })}</Text> : null}
              {actions(
                'address',
                () => void navigate(`/userCenter/CommonInfo/EditAddress/${a.empAddrId}`),
                () => void deleteAddress(a),
              )}
            </View>
          )}
        />
      )}
      {tab === 'memberships' && (
        <PagedList
          list={lists.memberships}
          emptyText={t('people.membership.empty')}
          renderItem={(m) => (
            <View key={m.id} className="obt-card pp-item" data-testid="membership-row">
              <View className="pp-item__head">
                <Text className="pp-item__title">{m.platName || m.interfacePlat}</Text>
              </View>
              <Text className="pp-item__line">{t('people.membership.cardShown', { card: m.hykh })}</Text>
              {actions(
                'membership',
                () => void navigate(`/userCenter/CommonInfo/EditVipEmpJdhy/${m.id}`),
                () => void deleteMembership(m),
              )}
            </View>
          )}
        />
      )}
      <View className="pp-bar">
        <Pressable
          className="bk-btn bk-btn--primary"
          onPress={() =>
            void navigate(
              tab === 'contacts'
                ? '/userCenter/CommonInfo/EditContact'
                : tab === 'addresses'
                  ? '/userCenter/CommonInfo/EditAddress'
                  : '/userCenter/CommonInfo/EditVipEmpJdhy',
            )
          }
          testId="common-add"
        >
          {t(`people.common.add.${tab}`)}
        </Pressable>
      </View>
    </PageShell>
  );
}

export default observer(CommonInfoPage);
