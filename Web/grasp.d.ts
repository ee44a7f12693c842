// TypeScript declarations for grasp.js: the library for a page's own elements (API version 3) and the
// scene API the lab uses (version 2). The ES-module form (grasp.mjs) exports the same names; the classic
// script sets `globalThis.Grasp`.

/** A point in CSS px. */
export interface Point { x: number; y: number; }
/** A size in CSS px. */
export interface Size { width: number; height: number; }
/** A rectangle in CSS px. */
export interface Rect { x: number; y: number; width: number; height: number; }
/** Insets in CSS px. */
export interface EdgeInsets { top?: number; left?: number; bottom?: number; right?: number; }

/** A recognizer's state, as UIKit's (`ended` is also a discrete gesture's `recognized`). */
export type GestureRecognizerState = 'possible' | 'began' | 'changed' | 'ended' | 'cancelled' | 'failed';
/** The kinds of pointer a recognizer may follow. */
export type TouchType = 'touch' | 'pen' | 'mouse';
/** A swipe's direction. */
export type SwipeDirection = 'right' | 'left' | 'up' | 'down';
/** A screen edge. */
export type RectEdge = 'top' | 'left' | 'bottom' | 'right' | 'all';

/** The stable codes of a GraspError. */
export type GraspErrorCode =
  | 'unknown-option' | 'invalid-type' | 'invalid-argument' | 'invalid-structure' | 'invalid-layout' | 'outside-root'
  | 'already-added' | 'not-attached' | 'other-host' | 'destroyed' | 'cycle' | 'handler-threw' | 'version'
  | 'load-failed' | 'missing-import' | 'too-large' | 'exit'
  | 'unknown-handle' | 'wrong-kind' | 'not-finite' | 'out-of-range' | 'already-attached' | 'lifecycle'
  | 'time-goes-backwards' | 'in-dispatch' | 'unknown'
  | (string & {});

/** An error from grasp.js or the module: `code` is stable, `message` is for people. */
export class GraspError extends Error {
  readonly name: 'GraspError';
  readonly code: GraspErrorCode;
  readonly hint?: string;
  /** For `handler-threw`: the recognizer (or 'scroll view') whose handler or delegate threw. */
  readonly recognizer?: string;
  /** For `handler-threw`: what the handler threw. */
  readonly cause?: unknown;
}

/** A touch as a delegate's shouldReceiveTouch sees it (root coordinates). */
export interface TouchInfo { id: number; x: number; y: number; }

/** Options every recognizer takes: UIKit's properties, and the delegate's questions as functions. */
export interface GestureRecognizerOptions<R extends GestureRecognizer = GestureRecognizer> {
  /** The name it goes by in errors. */
  name?: string;
  /** Whether it takes part in recognition (default true). */
  enabled?: boolean;
  /** Whether recognizing takes the touches from the page: its click is not delivered (default true). */
  cancelsTouchesInView?: boolean;
  delaysTouchesBegan?: boolean;
  delaysTouchesEnded?: boolean;
  /** The pointers it follows (default all). */
  allowedTouchTypes?: TouchType | TouchType[];
  /** Asked before it leaves `possible`; false makes it fail. */
  shouldBegin?: (recognizer: R) => boolean;
  /** Asked for each touch that lands in its node. */
  shouldReceiveTouch?: (recognizer: R, touch: TouchInfo) => boolean;
  /** Asked when it and `other` would both recognize (`other` is null for an engine's own recognizer). */
  shouldRecognizeSimultaneously?: (recognizer: R, other: GestureRecognizer | null) => boolean;
  shouldRequireFailureOf?: (recognizer: R, other: GestureRecognizer | null) => boolean;
  shouldBeRequiredToFailBy?: (recognizer: R, other: GestureRecognizer | null) => boolean;
}

/** UIKit's UIGestureRecognizer in JavaScript's conventions. */
export abstract class GestureRecognizer {
  /** The name it goes by in errors. */
  readonly name: string;
  readonly state: GestureRecognizerState;
  /** The node it is attached to, or null. */
  readonly node: Node | null;
  enabled: boolean;
  readonly numberOfTouches: number;
  /** The time (ms, the events' clock) of its last action. */
  readonly timestamp: number;
  /** Calls `handler` at each of its actions (began, changed, ended, cancelled; not failed, as UIKit sends no
   *  action for a failure), before the pointer event's listener returns. */
  addHandler(handler: (recognizer: this) => void): this;
  removeHandler(handler: (recognizer: this) => void): this;
  /** Makes it wait for `other` to fail (UIKit's require(toFail:)); a cycle throws `cycle`. */
  requireToFail(other: GestureRecognizer): this;
  /** Lets it and `other` recognize on the same touches. */
  allowSimultaneousRecognition(other: GestureRecognizer): this;
  /** The gesture's location (the centroid of its touches) in `node`'s coordinates (the root's when omitted). */
  location(node?: Node): Point;
}

export interface TapGestureRecognizerOptions extends GestureRecognizerOptions<TapGestureRecognizer> {
  numberOfTapsRequired?: number;
  numberOfTouchesRequired?: number;
  /** How far (px) a touch may move and still tap. */
  maximumMovement?: number;
  /** The most time (s) between taps of a multi-tap. */
  maximumInterval?: number;
  /** How far (px) a later tap may land from the first. */
  maximumDistance?: number;
}
export class TapGestureRecognizer extends GestureRecognizer {
  constructor(options?: TapGestureRecognizerOptions);
  /** The taps completed so far. */
  readonly detail: number;
}

export interface LongPressGestureRecognizerOptions extends GestureRecognizerOptions<LongPressGestureRecognizer> {
  /** Seconds. */
  minimumPressDuration?: number;
  /** Px. */
  allowableMovement?: number;
  numberOfTouchesRequired?: number;
  numberOfTapsRequired?: number;
}
export class LongPressGestureRecognizer extends GestureRecognizer {
  constructor(options?: LongPressGestureRecognizerOptions);
}

export interface PanGestureRecognizerOptions extends GestureRecognizerOptions<PanGestureRecognizer> {
  minimumNumberOfTouches?: number;
  maximumNumberOfTouches?: number;
  /** How far (px) the touches move before it begins. */
  slop?: number;
}
export class PanGestureRecognizer extends GestureRecognizer {
  constructor(options?: PanGestureRecognizerOptions);
  /** The translation since it began, in `node`'s coordinates (its node's parent's when omitted). */
  translation(node?: Node): Point;
  /** The velocity in points per second. */
  velocity(node?: Node): Point;
}

export interface ScreenEdgePanGestureRecognizerOptions extends GestureRecognizerOptions<ScreenEdgePanGestureRecognizer> {
  edges?: RectEdge | RectEdge[];
  edgeMargin?: number;
  minimumNumberOfTouches?: number;
  maximumNumberOfTouches?: number;
}
export class ScreenEdgePanGestureRecognizer extends GestureRecognizer {
  constructor(options?: ScreenEdgePanGestureRecognizerOptions);
  translation(node?: Node): Point;
  velocity(node?: Node): Point;
}

export interface AxisLockedPanGestureRecognizerOptions extends GestureRecognizerOptions<AxisLockedPanGestureRecognizer> {
  axis?: 'horizontal' | 'vertical';
  slop?: number;
  minimumNumberOfTouches?: number;
  maximumNumberOfTouches?: number;
}
/** A pan that begins only along its axis (Grasp's own). */
export class AxisLockedPanGestureRecognizer extends GestureRecognizer {
  constructor(options?: AxisLockedPanGestureRecognizerOptions);
  translation(node?: Node): Point;
  velocity(node?: Node): Point;
}

export interface InstantPanGestureRecognizerOptions extends GestureRecognizerOptions<InstantPanGestureRecognizer> {
  minimumNumberOfTouches?: number;
  maximumNumberOfTouches?: number;
}
/** A pan that begins at touch down (Grasp's own). */
export class InstantPanGestureRecognizer extends GestureRecognizer {
  constructor(options?: InstantPanGestureRecognizerOptions);
  translation(node?: Node): Point;
  velocity(node?: Node): Point;
}

export interface PauseAndMoveGestureRecognizerOptions extends GestureRecognizerOptions<PauseAndMoveGestureRecognizer> {
  numberOfTouchesRequired?: number;
  /** Seconds. */
  landingWindow?: number;
}
/** A press that moves after a pause (Grasp's own). */
export class PauseAndMoveGestureRecognizer extends GestureRecognizer {
  constructor(options?: PauseAndMoveGestureRecognizerOptions);
  translation(node?: Node): Point;
  velocity(node?: Node): Point;
}

export interface PinchGestureRecognizerOptions extends GestureRecognizerOptions<PinchGestureRecognizer> {
  spanSlop?: number;
}
export class PinchGestureRecognizer extends GestureRecognizer {
  constructor(options?: PinchGestureRecognizerOptions);
  /** The scale since it began (1 at the start). */
  readonly scale: number;
  /** Scale per second. */
  velocity(): number;
}

export interface RotationGestureRecognizerOptions extends GestureRecognizerOptions<RotationGestureRecognizer> {
  /** Radians. */
  angleSlop?: number;
}
export class RotationGestureRecognizer extends GestureRecognizer {
  constructor(options?: RotationGestureRecognizerOptions);
  /** Radians since it began, clockwise. */
  readonly rotation: number;
  /** Radians per second. */
  velocity(): number;
}

export interface SwipeGestureRecognizerOptions extends GestureRecognizerOptions<SwipeGestureRecognizer> {
  direction?: SwipeDirection | SwipeDirection[];
  numberOfTouchesRequired?: number;
  minimumDistance?: number;
  /** Px per second. */
  minimumSpeed?: number;
  /** Seconds. */
  maximumDuration?: number;
  /** Radians. */
  maximumAngle?: number;
}
export class SwipeGestureRecognizer extends GestureRecognizer {
  constructor(options?: SwipeGestureRecognizerOptions);
  /** The direction recognized. */
  readonly detail: SwipeDirection | null;
}

export class HoverGestureRecognizer extends GestureRecognizer {
  constructor(options?: GestureRecognizerOptions<HoverGestureRecognizer>);
}

export interface TouchDownGestureRecognizerOptions extends GestureRecognizerOptions<TouchDownGestureRecognizer> {
  allowableMovement?: number;
}
/** Recognizes the moment a touch lands (Grasp's own). */
export class TouchDownGestureRecognizer extends GestureRecognizer {
  constructor(options?: TouchDownGestureRecognizerOptions);
}

/** An element of the page the engine knows. */
export class Node {
  readonly host: Host;
  readonly element: Element;
  readonly parent: Node | null;
  readonly gestureRecognizers: GestureRecognizer[];
  isUserInteractionEnabled: boolean;
  /** Attaches `recognizer`; twice, or on a destroyed host, throws `already-added` / `destroyed`. */
  addGestureRecognizer<R extends GestureRecognizer>(recognizer: R): R;
  removeGestureRecognizer(recognizer: GestureRecognizer): void;
  /** Re-reads the frames from layout at the next event. */
  setNeedsLayout(): void;
}

/** UIScrollViewDelegate's calls, each optional. */
export interface ScrollViewDelegate {
  scrollViewDidScroll?(scrollView: ScrollView): void;
  scrollViewWillBeginDragging?(scrollView: ScrollView): void;
  scrollViewDidEndDragging?(scrollView: ScrollView, willDecelerate: boolean): void;
  scrollViewWillBeginDecelerating?(scrollView: ScrollView): void;
  scrollViewDidEndDecelerating?(scrollView: ScrollView): void;
  scrollViewDidEndScrollingAnimation?(scrollView: ScrollView): void;
  scrollViewWillBeginZooming?(scrollView: ScrollView): void;
  scrollViewDidEndZooming?(scrollView: ScrollView): void;
}

/** A scroll view's options: UIScrollView's properties. */
export interface ScrollViewOptions {
  /** Measured from the content element when omitted. */
  contentSize?: Size;
  contentInset?: EdgeInsets;
  isPagingEnabled?: boolean;
  bounces?: boolean;
  bouncesZoom?: boolean;
  alwaysBounceHorizontal?: boolean;
  alwaysBounceVertical?: boolean;
  isDirectionalLockEnabled?: boolean;
  isScrollEnabled?: boolean;
  delaysContentTouches?: boolean;
  canCancelContentTouches?: boolean;
  nestedScrolling?: 'independent' | 'handOffAtEdges';
  minimumZoomScale?: number;
  maximumZoomScale?: number;
  decelerationRate?: 'normal' | 'fast' | number;
  showsVerticalScrollIndicator?: boolean;
  showsHorizontalScrollIndicator?: boolean;
  /** The element (inside the content) that zooming scales. */
  viewForZooming?: Element;
  delegate?: ScrollViewDelegate;
}

/** An element whose first child (its content) moves with the engine's physics. */
export class ScrollView extends Node {
  readonly content: HTMLElement;
  readonly contentOffset: Point;
  readonly zoomScale: number;
  readonly isTracking: boolean;
  readonly isDragging: boolean;
  readonly isDecelerating: boolean;
  readonly isZooming: boolean;
  contentSize: Size;
  setContentOffset(offset: Point, animated?: boolean): void;
  setZoomScale(scale: number, animated?: boolean): void;
  zoomToRect(rect: Rect, animated?: boolean): void;
}

/** A bottom sheet's delegate. */
export interface BottomSheetDelegate {
  sheetDidChangeDetent?(sheet: BottomSheet, detent: number): void;
}

/** A bottom sheet's options. */
export interface BottomSheetOptions {
  /** The element inside the sheet that drags it (required). */
  header: Element;
  /** Fractions of the root's height the sheet shows, lowest first (default 0.15, 0.5, 0.92). */
  detents?: number[];
  /** The index of the detent it starts at (default 0). */
  initialDetent?: number;
  delegate?: BottomSheetDelegate;
}

/** A sheet over the page that rests at detents (GraspInteractions' BottomSheet). */
export class BottomSheet {
  readonly host: Host;
  readonly element: HTMLElement;
  readonly detent: number;
  /** Its top in the root's coordinates. */
  readonly top: number;
  readonly isSettling: boolean;
  setDetent(index: number): void;
}

/** A swipe action's look: its button's width, and whether running it removes the row. */
export interface SwipeActionOptions { width: number; destructive?: boolean; }

/** A list interaction's delegate. */
export interface ListInteractionDelegate {
  /** A swipe action ran: `action` is 0… for leading, 100… for trailing actions. */
  swipeActionDidRun?(interaction: ListInteraction, action: number, rowId: number): void;
  rowWasSelected?(interaction: ListInteraction, rowId: number): void;
  rowDidMove?(interaction: ListInteraction, rowId: number, from: number, to: number): void;
}

/** Swipe actions' options. */
export interface SwipeActionsOptions {
  rowHeight: number;
  /** The rows' elements (their ids are their indices). */
  rows: HTMLElement[];
  leading?: SwipeActionOptions[];
  trailing?: SwipeActionOptions[];
  delegate?: ListInteractionDelegate;
}

/** Reordering's options. */
export interface ReorderOptions {
  rowHeight: number;
  rows: HTMLElement[];
  delegate?: ListInteractionDelegate;
}

/** A list's rows placed by the engine: swipe actions or reordering. */
export class ListInteraction {
  readonly host: Host;
  readonly kind: 'swipeActions' | 'reorder';
  readonly list: ScrollView;
  readonly rows: HTMLElement[];
  readonly openRow: number;
  readonly rowOffset: number;
  readonly liftedRow: number;
  /** The row ids in their order now, top first. */
  readonly order: number[];
  close(): void;
}

/** A refresh control's delegate. */
export interface RefreshControlDelegate {
  /** A refresh began: a pull past the trigger distance, or beginRefreshing(). */
  refreshDidBegin?(control: RefreshControl): void;
}

/** A refresh control's options. */
export interface RefreshControlOptions {
  /** How far past its top the content is pulled to start a refresh (default 80). */
  triggerDistance?: number;
  /** How far below its top the content rests while refreshing (default 60). */
  refreshingHeight?: number;
  delegate?: RefreshControlDelegate;
}

/** A pull to refresh on a scroll view (GraspInteractions' RefreshControl, UIKit's UIRefreshControl). */
export class RefreshControl {
  readonly host: Host;
  readonly list: ScrollView;
  readonly triggerDistance: number;
  readonly isRefreshing: boolean;
  /** How far the content is pulled down past its top. */
  readonly pullDistance: number;
  /** The pull as a fraction of the trigger distance, from 0 to 1. */
  readonly progress: number;
  beginRefreshing(): void;
  endRefreshing(): void;
}

/** A collapsing header's delegate. */
export interface CollapsingHeaderDelegate {
  headerDidChangeHeight?(header: CollapsingHeader, height: number): void;
}

/** A collapsing header's options. */
export interface CollapsingHeaderOptions {
  /** The height when expanded (default 140). */
  expandedHeight?: number;
  /** The height when collapsed (default 60, at most expandedHeight). */
  collapsedHeight?: number;
  /** The element whose height the binding sets to the header's. */
  header?: HTMLElement;
  delegate?: CollapsingHeaderDelegate;
}

/** A header that collapses as a list scrolls up (GraspInteractions' CollapsingHeader). */
export class CollapsingHeader {
  readonly host: Host;
  readonly element: Element;
  readonly header: HTMLElement | null;
  readonly expandedHeight: number;
  readonly collapsedHeight: number;
  readonly height: number;
  /** 0 expanded, 1 collapsed. */
  readonly progress: number;
  readonly isSnapping: boolean;
  setHeight(height: number): void;
  expand(): void;
  collapse(): void;
  /** Snaps to the nearer height, animated. */
  settle(): void;
}

/** One list of a drag and drop: a scroll view and its items' elements, top first. */
export interface DragDropListOptions { list: ScrollView; items: HTMLElement[]; }

/** A drag and drop's delegate. */
export interface DragDropDelegate {
  /** A drop moved item `itemId` from list `fromList` to index `index` of list `toList`. */
  itemDidMove?(interaction: DragDrop, itemId: number, fromList: number, toList: number, index: number): void;
}

/** A drag and drop's options. */
export interface DragDropOptions {
  rowHeight: number;
  /** The lists (item ids number their items list after list, from 0). */
  lists: DragDropListOptions[];
  delegate?: DragDropDelegate;
}

/** Drag and drop of items between lists (GraspInteractions' ListDragInteraction). */
export class DragDrop {
  readonly host: Host;
  readonly container: Element;
  readonly lists: DragDropListOptions[];
  readonly rowHeight: number;
  /** The lifted item's id, or -1. */
  readonly liftedItem: number;
  /** The index of the list under the lifted item, or -1. */
  readonly dropTarget: number;
  /** Where a drop would insert in the target list, or -1. */
  readonly insertionIndex: number;
  /** Each list's item ids now, top first. */
  readonly order: number[][];
  removeItem(id: number): void;
}

/** A navigation stack's delegate. */
export interface NavigationDelegate {
  /** A pop completed; `depth` is the stack's depth now. */
  navigationDidPop?(navigation: Navigation, depth: number): void;
  /** The pop's progress or the depth changed. */
  navigationDidChange?(navigation: Navigation): void;
}

/** A navigation stack's options. */
export interface NavigationOptions {
  /** The number of screens (default 1). */
  depth?: number;
  /** The screens' elements, bottom first: the binding slides the top two. */
  screens?: HTMLElement[];
  delegate?: NavigationDelegate;
}

/** A navigation stack's interactive pop (GraspInteractions' InteractivePopController). */
export class Navigation {
  readonly host: Host;
  readonly element: Element;
  readonly screens: HTMLElement[] | null;
  readonly depth: number;
  /** 0 the top screen in place, 1 slid off. */
  readonly popProgress: number;
  readonly isTransitioning: boolean;
  readonly topScreenX: number;
  readonly belowScreenX: number;
  push(): void;
  pop(): void;
  /** Makes `recognizer` wait for the edge swipe to fail. */
  yield(recognizer: GestureRecognizer): void;
}

/** A page's root element attached to an engine. */
export class Host {
  readonly root: Element;
  readonly rootNode: Node;
  /** The node of `element` (inside the root), made on the first call. */
  node(element: Element): Node;
  /** Makes `element` a scroll view; its first element child is the content. */
  scrollView(element: Element, options?: ScrollViewOptions): ScrollView;
  /** Makes `element` a bottom sheet over the root. */
  bottomSheet(element: Element, options: BottomSheetOptions): BottomSheet;
  /** Swipe actions on a scroll view's rows. */
  swipeActions(list: ScrollView, options: SwipeActionsOptions): ListInteraction;
  /** Reordering a scroll view's rows by a long press. */
  reorder(list: ScrollView, options: ReorderOptions): ListInteraction;
  /** A pull to refresh on a scroll view. */
  refreshControl(list: ScrollView, options?: RefreshControlOptions): RefreshControl;
  /** A header that collapses as a list inside `element` scrolls. */
  collapsingHeader(element: Element, options?: CollapsingHeaderOptions): CollapsingHeader;
  /** Drag and drop between lists inside `container` (a positioned element: a lifted item is drawn in it, over every list). */
  dragDrop(container: Element, options: DragDropOptions): DragDrop;
  /** A navigation stack whose top screen an edge swipe pops. */
  navigation(element: Element, options?: NavigationOptions): Navigation;
  /** The touch-action the binding wrote on `element`. */
  touchAction(element: Element): string;
  /** Removes every listener and frees the engine. The loaded module keeps a reference to the host destroyed
   *  last (and so to its root element, but not to the other elements) until its next `attach()`: the next
   *  host then keeps V8's optimized code of grasp.js, even after a garbage collection in between. */
  destroy(): void;
}

/** A scene's touch record (the lab's scene API). */
export interface SceneTouch { id: number; phase: 'began' | 'moved' | 'ended' | 'cancelled'; x: number; y: number; }

/** One of the module's built-in scenes (the lab's scene API, version 2). */
export class Scene {
  readonly name: string;
  touches(tMs: number, touches: Iterable<SceneTouch>, options?: { kind?: TouchType }): void;
  hover(tMs: number, hover: { id?: number; phase: 'entered' | 'moved' | 'exited'; x: number; y: number }): void;
  scroll(tMs: number, scroll: { id?: number; phase: 'began' | 'changed' | 'ended' | 'cancelled' | 'step'; x: number; y: number; dx?: number; dy?: number }): void;
  transform(tMs: number, transform: { id?: number; phase: 'began' | 'changed' | 'ended' | 'cancelled'; x: number; y: number; scale?: number; rotation?: number }): void;
  tick(tMs: number): void;
  /** The scene as JSON text. */
  frame(): string;
  startRecording(): void;
  stopRecording(): string;
  close(): void;
}

/** An in-page lab session. */
export class LabSession {
  receive(text: string, nowMs: number): string[];
  close(): void;
}

/** A loaded module. The recognizer classes are also reached from it (`new grasp.PanGestureRecognizer()`). */
export interface Grasp {
  /** 2 or 3. */
  readonly apiVersion: number;
  readonly exports: WebAssembly.Exports;
  /** Attaches the engine to `root` (needs API version 3). */
  attach(root: Element, options?: {}): Host;
  sceneNames(): string[];
  createScene(name: string, options?: { width?: number; height?: number; frameVersion?: number }): Scene;
  openLabSession(): LabSession;
  replay(traceText: string, options?: { scene?: string; frameRate?: number; tail?: number; frames?: string; fileName?: string }): string;
  readonly GestureRecognizer: typeof GestureRecognizer;
  readonly TapGestureRecognizer: typeof TapGestureRecognizer;
  readonly LongPressGestureRecognizer: typeof LongPressGestureRecognizer;
  readonly PanGestureRecognizer: typeof PanGestureRecognizer;
  readonly PinchGestureRecognizer: typeof PinchGestureRecognizer;
  readonly RotationGestureRecognizer: typeof RotationGestureRecognizer;
  readonly SwipeGestureRecognizer: typeof SwipeGestureRecognizer;
  readonly ScreenEdgePanGestureRecognizer: typeof ScreenEdgePanGestureRecognizer;
  readonly HoverGestureRecognizer: typeof HoverGestureRecognizer;
  readonly TouchDownGestureRecognizer: typeof TouchDownGestureRecognizer;
  readonly InstantPanGestureRecognizer: typeof InstantPanGestureRecognizer;
  readonly PauseAndMoveGestureRecognizer: typeof PauseAndMoveGestureRecognizer;
  readonly AxisLockedPanGestureRecognizer: typeof AxisLockedPanGestureRecognizer;
}

/** What a module can be loaded from. */
export type GraspSource = string | URL | ArrayBuffer | ArrayBufferView | Response | WebAssembly.Module;

/** Compiles and instantiates grasp.wasm (default: 'grasp.wasm' beside the page). */
export function load(source?: GraspSource): Promise<Grasp>;
/** The newest API version this grasp.js speaks. */
export const API_VERSION: 3;

declare const GraspNamespace: {
  load: typeof load;
  GraspError: typeof GraspError;
  API_VERSION: 3;
  GestureRecognizer: typeof GestureRecognizer;
  Node: typeof Node;
  ScrollView: typeof ScrollView;
  BottomSheet: typeof BottomSheet;
  ListInteraction: typeof ListInteraction;
  RefreshControl: typeof RefreshControl;
  CollapsingHeader: typeof CollapsingHeader;
  DragDrop: typeof DragDrop;
  Navigation: typeof Navigation;
  Host: typeof Host;
  TapGestureRecognizer: typeof TapGestureRecognizer;
  LongPressGestureRecognizer: typeof LongPressGestureRecognizer;
  PanGestureRecognizer: typeof PanGestureRecognizer;
  PinchGestureRecognizer: typeof PinchGestureRecognizer;
  RotationGestureRecognizer: typeof RotationGestureRecognizer;
  SwipeGestureRecognizer: typeof SwipeGestureRecognizer;
  ScreenEdgePanGestureRecognizer: typeof ScreenEdgePanGestureRecognizer;
  HoverGestureRecognizer: typeof HoverGestureRecognizer;
  TouchDownGestureRecognizer: typeof TouchDownGestureRecognizer;
  InstantPanGestureRecognizer: typeof InstantPanGestureRecognizer;
  PauseAndMoveGestureRecognizer: typeof PauseAndMoveGestureRecognizer;
  AxisLockedPanGestureRecognizer: typeof AxisLockedPanGestureRecognizer;
};
export default GraspNamespace;

declare global {
  /** Set by grasp.js loaded as a classic script (and by grasp.mjs). */
  const Grasp: typeof GraspNamespace;
}
