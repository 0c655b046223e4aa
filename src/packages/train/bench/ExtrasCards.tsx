import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Card, ContactForm, CostCenterPicker, ProjectPicker, TextField } from '../../../components/booking';
import { LIMITS } from '../../../domain/limits';
import { useStores } from '../../../stores';
import { useBookingStore } from '../../../stores/booking';
import type { BenchForm } from './benchStore';

/** Contact (mobile required), cost centre and project, remark — each required as the company's rules say. */
export const ExtrasCards = observer(function ExtrasCards({ form }: { form: BenchForm }) {
  const { ui } = useStores();
  const { t } = ui;
  const booking = useBookingStore();
  const problem = form.shownProblem;
  const errorOf = (area: NonNullable<typeof problem>['area']) =>
    problem?.area === area ? t(problem.key, problem.values) : undefined;
  const contactError = errorOf('contact');
  return (
    <>
      <Card id="bench-contact" title={t('booking.contact.title')}>
        <ContactForm
          value={booking.contact}
          onChange={(patch) => booking.setContact(patch)}
          errors={
            contactError ? { [problem?.key === 'trainBench.error.linkman' ? 'linkman' : 'linkTel']: contactError } : {}
          }
        />
      </Card>
      <View className="bk-card">
        <CostCenterPicker
          options={booking.costCenters}
          value={booking.costCenter}
          required={booking.rules.costCenterRequired}
          error={errorOf('costCenter')}
          onChange={(v) => booking.setCostCenter(v)}
        />
        <ProjectPicker
          options={booking.projects}
          value={booking.project}
          required={booking.rules.projectRequired}
          error={errorOf('project')}
          onChange={(v) => booking.setProject(v)}
        />
      </View>
      <Card id="bench-remark" title={t('booking.remark.title')}>
        <TextField
          id="bench-remark-input"
          label={t('booking.remark.title')}
          placeholder={t('booking.remark.placeholder')}
          value={booking.remark}
          maxlength={LIMITS.input.remarkMax}
          required={booking.rules.remarkRequired}
          error={errorOf('remark')}
          onChange={(value) => booking.setRemark(value)}
        />
      </Card>
    </>
  );
});
