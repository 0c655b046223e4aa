import { useEffect, useMemo, useState } from 'react';
import { View, Text, Input } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { Flag } from '../../../../api/contract';
import type { DeptNode, EmpManageItem } from '../../../../api/contract/peopleAdmin';
import { empFindList, vipDeptFindList } from '../../../../api/people';
import { OptionPicker } from '../../../../components/booking';
import { PageShell } from '../../../../components/PageShell';
import { PagedList } from '../../../../components/PagedList';
import { useListSource } from '../../../../components/PagedList/listSource';
import { Pressable } from '../../../../components/Pressable';
import { LIMITS } from '../../../../domain/limits';
import { navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { PagedListStore, noRows } from '../../../../stores/pagedList';
import { canManageOthers } from '../../../../app/peopleRights';
import '../../people/people.scss';
import './index.scss';
import '../../../../i18n/parts/people';

const ROUTE = '/userCenter/empList';

interface Filters {
  keyword: string;
  deptId: string | null;
  isValid: Flag;
}

const fetcher = (f: Filters) => async (pageNum: number, count: number) => {
  const answer = await empFindList({
    kind: 'manage',
    pageNum,
    count,
    keyword: f.keyword || undefined,
    deptId: f.deptId ?? undefined,
    isValid: f.isValid,
  });
  return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
};

/**
 * The employees I may manage (SPEC §2 /userCenter/empList, §6): search by name, number or phone, a department
 * filter, active or departed, 20 a page. Only for a company administrator and a booker for a department or the
 * company; anyone else is told why and may edit their own personal fields.
 */
function EmpListPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const me = session.userInfo?.empInfo;
  const allowed = canManageOthers(me);
  const [typed, setTyped] = useState('');
  const [depts, setDepts] = useState<DeptNode[]>([]);
  const list = useMemo(() => new PagedListStore<EmpManageItem>(noRows, LIMITS.pageSize.list, (row) => row.empId), []);
  // One store for the screen; filters swap its source.
  const [filters, setFilters] = useListSource<Filters, EmpManageItem>(
    list,
    { keyword: '', deptId: null, isValid: 1 },
    fetcher,
    allowed,
  );
  useEffect(() => {
    if (!allowed) return;
    vipDeptFindList()
      .then((answer) => setDepts(answer.list ?? []))
      .catch(() => undefined);
  }, [allowed]);
  // Back from a record: show its changes.
  useDidShow(() => {
    if (allowed && list.loaded) void list.refresh();
  });

  const search = () => setFilters({ ...filters, keyword: typed.trim() });

  if (!allowed) {
    return (
      <PageShell route={ROUTE} title="people.empList.title" className="pp-page emp-list">
        <View className="pp-note" role="note" data-testid="emp-list-denied">
          <Text>{t('people.empList.denied')}</Text>
          {me ? (
            <Pressable
              className="bk-btn"
              onPress={() => void navigate(`/userCenter/empEdit/${me.empId}`)}
              testId="emp-edit-self"
            >
              {t('people.empList.editSelf')}
            </Pressable>
          ) : null}
        </View>
      </PageShell>
    );
  }

  return (
    <PageShell route={ROUTE} title="people.empList.title" className="pp-page emp-list">
      <View className="pp-toolbar">
        <View className="pp-filters">
          <Input
            className="pp-search"
            style={{ flex: 1 }}
            type="text"
            confirmType="search"
            value={typed}
            placeholder={t('people.empList.search')}
            aria-label={t('people.empList.search')}
            data-testid="emp-search"
            onInput={(e) => setTyped(e.detail.value)}
            onConfirm={search}
          />
          <Pressable className="pp-link" onPress={search} testId="emp-search-go">
            {t('people.empList.searchGo')}
          </Pressable>
        </View>
        <OptionPicker
          id="emp-dept"
          title={t('people.emp.dept')}
          options={depts.map((d) => ({ id: d.deptId, name: d.deptName, code: d.level > 0 ? d.path : '' }))}
          valueId={filters.deptId}
          onChange={(deptId) => setFilters({ ...filters, deptId })}
        />
        <View className="pp-filters" role="radiogroup" aria-label={t('people.empList.state')}>
          {([1, 0] as const).map((v) => (
            <Pressable
              key={v}
              role="radio"
              selected={filters.isValid === v}
              className={`pp-chip ${filters.isValid === v ? 'pp-chip--on' : ''}`}
              onPress={() => setFilters({ ...filters, isValid: v })}
              testId={`emp-state-${v}`}
            >
              {t(v === 1 ? 'people.empList.active' : 'people.empList.departed')}
            </Pressable>
          ))}
          <Text className="bk-sub" role="status" data-testid="emp-total">
            {list.loaded ? t('people.empList.total', { total: list.total }) : ''}
          </Text>
        </View>
      </View>
      <PagedList
        list={list}
        emptyText={t('people.empList.empty')}
        renderItem={(emp) => (
          <Pressable
            key={emp.empId}
            role="link"
            className="obt-card pp-item"
            onPress={() => void navigate(`/userCenter/empEdit/${emp.empId}`)}
            testId="emp-row"
          >
            <View className="pp-item__head">
              <Text className="pp-item__title">
                {emp.name}
                {emp.empNo ? <Text className="bk-sub"> · {emp.empNo}</Text> : null}
              </Text>
              <View className="emp-list__badges">
                {emp.isAdmin === 1 && <Text className="pp-badge">{t('user.role.admin')}</Text>}
                {emp.ifBooker === 1 && <Text className="pp-badge">{t('user.role.booker')}</Text>}
                {emp.ifApprover === 1 && <Text className="pp-badge">{t('user.role.approver')}</Text>}
                {emp.isValid === 0 && <Text className="pp-badge pp-badge--muted">{t('people.empList.departed')}</Text>}
              </View>
            </View>
            <Text className="pp-item__line">
              {[emp.deptName, emp.phoneNumber, emp.empRank].filter(Boolean).join(' · ')}
            </Text>
          </Pressable>
        )}
      />
      <View className="pp-bar">
        <Pressable className="bk-btn" onPress={() => void navigate('/userCenter/invitEmployees')} testId="emp-invite">
          {t('people.invite.title')}
        </Pressable>
        <Pressable
          className="bk-btn bk-btn--primary"
          onPress={() => void navigate('/userCenter/empEdit')}
          testId="emp-add"
        >
          {t('people.empList.add')}
        </Pressable>
      </View>
    </PageShell>
  );
}

export default observer(EmpListPage);
