import { observer } from 'mobx-react-lite';
import type { Project } from '../../../api/contract';
import { useStores } from '../../../stores';
import { OptionPicker } from '../OptionPicker';
import '../../../i18n/parts/booking';

export interface ProjectPickerProps {
  options: readonly Project[];
  value: Project | null;
  onChange(value: Project | null): void;
  /** The company requires a project (BookingRules.projectRequired). */
  required: boolean;
  error?: string;
}

/** Project of the booking (projectList, count 999), required where the company says so. */
export const ProjectPicker = observer(function ProjectPicker(props: ProjectPickerProps) {
  const { ui } = useStores();
  return (
    <OptionPicker
      id="project"
      title={ui.t('booking.project.title')}
      options={props.options.map((p) => ({ id: p.projectId, name: p.name, code: p.code }))}
      valueId={props.value?.projectId ?? null}
      onChange={(id) => props.onChange(props.options.find((p) => p.projectId === id) ?? null)}
      required={props.required}
      error={props.error}
    />
  );
});
