/** `mountCompareModal(element, props)`: the compare-run modal in any page, without React of its own. */
import type { MountedWidget } from '../buildReport/props';
import { mountWidget } from '../shell';
import { CompareModal } from './CompareModal';
import type { CompareModalApi, CompareModalProps } from './props';

/** Mounts the Compare button and its modal into `element`; commands sent before it is ready are queued. */
export function mountCompareModal(element: Element, props: CompareModalProps): MountedWidget<CompareModalProps> {
  return mountWidget<CompareModalApi, CompareModalProps>('mountCompareModal', CompareModal, element, props);
}
