// Why this file exists: the ES-module form of grasp.js, for `import Grasp from 'grasp/grasp.mjs'` without a
// bundler. grasp.js is the one implementation (a classic script that also sets globalThis.Grasp); this
// module runs it once and exports what it made.
import './grasp.js';

const Grasp = globalThis.Grasp;
export default Grasp;
export const { load, GraspError, API_VERSION, GestureRecognizer, Node, ScrollView, BottomSheet, ListInteraction, RefreshControl,
  CollapsingHeader, DragDrop, Navigation, Host,
  TapGestureRecognizer, LongPressGestureRecognizer, PanGestureRecognizer, PinchGestureRecognizer, RotationGestureRecognizer,
  SwipeGestureRecognizer, ScreenEdgePanGestureRecognizer, HoverGestureRecognizer, TouchDownGestureRecognizer,
  InstantPanGestureRecognizer, PauseAndMoveGestureRecognizer, AxisLockedPanGestureRecognizer } = Grasp;
