// SwiftUI view trees as a discriminated union by `type`: each view type takes exactly the members openapi.yaml's
// rules for SwiftUIView give it (the generated `SwiftUIView` is one interface with every member optional, as the
// schema's per-type rules are `if`/`then` clauses the generator does not read). Under `tsc --strict` a member of
// another type is a compile error: `{type: 'HStack', cornerRadius: 12}` is rejected (the server answers it 400).
import type { SwiftUIEdge, SwiftUIEdges, SwiftUIGridItem, SwiftUIViewTypeEnum } from './src/index.js';

/** A two-axis alignment (SwiftUI's `Alignment`); the default is `center`. */
export type SwiftUIAlignment =
    'topLeading' | 'top' | 'topTrailing' | 'leading' | 'center' | 'trailing' | 'bottomLeading' | 'bottom' |
    'bottomTrailing';
/** A `VerticalAlignment` (an HStack's, a GridRow's, a LazyHGrid's). */
export type SwiftUIVerticalAlignment = 'top' | 'center' | 'bottom';
/** A `HorizontalAlignment` (a VStack's, a LazyVGrid's, a grid column's). */
export type SwiftUIHorizontalAlignment = 'leading' | 'center' | 'trailing';
/** The axes a ScrollView scrolls, a ViewThatFits fits, or a grid cell leaves unsized. */
export type SwiftUIAxes = 'horizontal' | 'vertical' | 'both';
/** A frame dimension: points, or null for SwiftUI's nil. */
type Length = number | null;

/** What every view but a `sizeClass` may carry: an `id` echoed in the answer and the tap-target mark. */
interface Common {
    id?: string | null;
    tapTarget?: boolean;
}
/** A modifier: the view it wraps. */
interface Modifier extends Common {
    content: SwiftUIView;
}
/** A container: its children in order. */
interface Container extends Common {
    children?: SwiftUIView[];
}

/** `Rectangle()`, `Circle()`, `Capsule()` and `Divider()`: no members of their own. */
export interface SwiftUIPlainLeaf extends Common { type: 'Rectangle' | 'Circle' | 'Capsule' | 'Divider' }
/** `RoundedRectangle(cornerRadius:)`. */
export interface SwiftUIRoundedRectangle extends Common { type: 'RoundedRectangle'; cornerRadius?: number }
/** `Color(…)`: a colour name or hex. */
export interface SwiftUIColor extends Common { type: 'Color'; color?: string }
/** `Spacer(minLength:)`: null is the system spacing (8). */
export interface SwiftUISpacer extends Common { type: 'Spacer'; minLength?: Length }
/** `Image`: its intrinsic size; `resizable` takes each proposed dimension. */
export interface SwiftUIImage extends Common { type: 'Image'; width: number; height: number; resizable?: boolean }
/** A leaf of a fixed intrinsic size (a stand-in for `Text`). */
export interface SwiftUIFixed extends Common { type: 'Fixed'; width: number; height: number }
/** `HStack(alignment:spacing:)`. */
export interface SwiftUIHStack extends Container {
    type: 'HStack'; spacing?: Length; alignment?: SwiftUIVerticalAlignment;
}
/** `VStack(alignment:spacing:)`. */
export interface SwiftUIVStack extends Container {
    type: 'VStack'; spacing?: Length; alignment?: SwiftUIHorizontalAlignment;
}
/** `ZStack(alignment:)`. */
export interface SwiftUIZStack extends Container { type: 'ZStack'; alignment?: SwiftUIAlignment }
/** `ViewThatFits(in:)`: the first child that fits on `axes` (default both). */
export interface SwiftUIViewThatFits extends Container { type: 'ViewThatFits'; axes?: SwiftUIAxes }
/** `ScrollView(axes)` and `.gridCellUnsizedAxes(axes)` over `content`. */
export interface SwiftUIAxesModifier extends Modifier { type: 'ScrollView' | 'gridCellUnsizedAxes'; axes?: SwiftUIAxes }
/** `LazyVGrid(columns:alignment:spacing:)`. */
export interface SwiftUILazyVGrid extends Container {
    type: 'LazyVGrid'; columns: SwiftUIGridItem[]; spacing?: Length; alignment?: SwiftUIHorizontalAlignment;
}
/** `LazyHGrid(rows:alignment:spacing:)`. */
export interface SwiftUILazyHGrid extends Container {
    type: 'LazyHGrid'; rows: SwiftUIGridItem[]; spacing?: Length; alignment?: SwiftUIVerticalAlignment;
}
/** `Grid(alignment:horizontalSpacing:verticalSpacing:)`: `GridRow`s and views spanning every column. */
export interface SwiftUIGrid extends Container {
    type: 'Grid'; horizontalSpacing?: Length; verticalSpacing?: Length; alignment?: SwiftUIAlignment;
}
/** `GridRow(alignment:)`: one row of a `Grid`. */
export interface SwiftUIGridRow extends Container { type: 'GridRow'; alignment?: SwiftUIVerticalAlignment }
/** `.gridCellColumns(count)`. */
export interface SwiftUIGridCellColumns extends Modifier { type: 'gridCellColumns'; count: number }
/** `.gridColumnAlignment(alignment)`. */
export interface SwiftUIGridColumnAlignment extends Modifier {
    type: 'gridColumnAlignment'; alignment: SwiftUIHorizontalAlignment;
}
/** `.frame(width:height:alignment:)`. */
export interface SwiftUIFrame extends Modifier {
    type: 'frame'; width?: Length; height?: Length; alignment?: SwiftUIAlignment;
}
/** `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`. */
export interface SwiftUIFlexibleFrame extends Modifier {
    type: 'flexibleFrame'; alignment?: SwiftUIAlignment;
    minWidth?: Length; idealWidth?: Length; maxWidth?: Length | 'infinity';
    minHeight?: Length; idealHeight?: Length; maxHeight?: Length | 'infinity';
}
/** `.padding(EdgeInsets(…))`: the edges given (the others 0). */
interface EdgePadding extends Modifier {
    type: 'padding'; top?: number; leading?: number; bottom?: number; trailing?: number; length?: never;
}
/** `.padding(length)` on every edge (null or none: 16). */
interface LengthPadding extends Modifier {
    type: 'padding'; length?: Length; top?: never; leading?: never; bottom?: never; trailing?: never;
}
/** `.padding`: per edge, or one `length` for all (not both). */
export type SwiftUIPadding = EdgePadding | LengthPadding;
/** `.fixedSize(horizontal:vertical:)`, each true when omitted. */
export interface SwiftUIFixedSize extends Modifier { type: 'fixedSize'; horizontal?: boolean; vertical?: boolean }
/** `.layoutPriority(value)`. */
export interface SwiftUILayoutPriority extends Modifier { type: 'layoutPriority'; value: number }
/** `.aspectRatio(ratio, contentMode:)`: null ratio is the content's ideal one. */
export interface SwiftUIAspectRatio extends Modifier {
    type: 'aspectRatio'; ratio?: Length; contentMode?: 'fit' | 'fill';
}
/** `.offset(x:y:)` and `.gridCellAnchor(UnitPoint(x:y:))`. */
export interface SwiftUIPointModifier extends Modifier { type: 'offset' | 'gridCellAnchor'; x?: number; y?: number }
/** `.overlay(alignment:)` and `.background(alignment:)`: `secondary` proposed the content's size. */
export interface SwiftUILayer extends Modifier {
    type: 'overlay' | 'background'; alignment?: SwiftUIAlignment; secondary: SwiftUIView;
}
/** `.ignoresSafeArea(edges:)`. */
export interface SwiftUIIgnoresSafeArea extends Modifier {
    type: 'ignoresSafeArea'; edges?: SwiftUIEdges | SwiftUIEdges[];
}
/** `.safeAreaInset(edge:alignment:spacing:) { secondary }`. */
export interface SwiftUISafeAreaInset extends Modifier {
    type: 'safeAreaInset'; edge: SwiftUIEdge; alignment?: SwiftUIHorizontalAlignment | SwiftUIVerticalAlignment;
    spacing?: Length; secondary: SwiftUIView;
}
/** `.safeAreaPadding(edges, length)` or per edge. */
export interface SwiftUISafeAreaPadding extends Modifier {
    type: 'safeAreaPadding'; edges?: SwiftUIEdges | SwiftUIEdges[]; length?: Length;
    top?: number; leading?: number; bottom?: number; trailing?: number;
}
/** `.alignmentGuide(g) { _ in n }` or `{ d in fraction * d.width }`. */
export interface SwiftUIAlignmentGuide extends Modifier {
    type: 'alignmentGuide';
    alignment: 'leading' | 'horizontalCenter' | 'trailing' | 'top' | 'verticalCenter' | 'bottom';
    value: number | { fraction: number; of: 'width' | 'height' };
}
/** `if sizeClass == .compact { compact } else { regular }`; takes no `id` or `tapTarget`. */
export interface SwiftUISizeClass {
    type: 'sizeClass'; axis?: 'horizontal' | 'vertical'; compact: SwiftUIView; regular: SwiftUIView;
}

/**
 * One SwiftUI view of a `/swiftui/layout` or `/swiftui/sheet` question, its members chosen by `type`.
 * Example: `{type: 'HStack', spacing: 0, children: [{type: 'Rectangle'}]}` type-checks;
 *   `{type: 'HStack', cornerRadius: 12}` does not (cornerRadius is a RoundedRectangle's).
 */
export type SwiftUIView =
    SwiftUIPlainLeaf | SwiftUIRoundedRectangle | SwiftUIColor | SwiftUISpacer | SwiftUIImage | SwiftUIFixed |
    SwiftUIHStack | SwiftUIVStack | SwiftUIZStack | SwiftUIViewThatFits | SwiftUIAxesModifier | SwiftUILazyVGrid |
    SwiftUILazyHGrid | SwiftUIGrid | SwiftUIGridRow | SwiftUIGridCellColumns | SwiftUIGridColumnAlignment |
    SwiftUIFrame | SwiftUIFlexibleFrame | SwiftUIPadding | SwiftUIFixedSize | SwiftUILayoutPriority |
    SwiftUIAspectRatio | SwiftUIPointModifier | SwiftUILayer | SwiftUIIgnoresSafeArea | SwiftUISafeAreaInset |
    SwiftUISafeAreaPadding | SwiftUIAlignmentGuide | SwiftUISizeClass;

/** Every view type: the union's `type`s, which are the generated `SwiftUIViewTypeEnum`'s values (checked below). */
export type SwiftUIViewType = SwiftUIView['type'];
/** Compiles only when both lists of types are the same set (a view type added to openapi.yaml fails here). */
type SameSet<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type SwiftUIViewTypesMatchOpenAPI = Holds<SameSet<SwiftUIViewType, SwiftUIViewTypeEnum>>;
