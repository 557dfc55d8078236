/* tslint:disable */
/* eslint-disable */
/**
 * 
 * @export
 * @interface AlignmentAnswer
 */
export interface AlignmentAnswer {
    /**
     * 
     */
    operation: AlignmentAnswerOperationEnum;
    /**
     * 
     */
    frame: Rect;
    /**
     * 
     */
    alignmentRect: Rect;
    /**
     * 
     */
    alignmentRectInsets: EdgeInsets;
    /**
     * 
     */
    pixelAlignmentRectInsets: NullableEdgeInsets | null;
    /**
     * 
     */
    scale: number | null;
    /**
     * 
     */
    layoutDirection: AlignmentAnswerLayoutDirectionEnum;
    /**
     * 
     */
    insetsWereDirectional: boolean;
    /**
     * 
     */
    minimumSize: NullableSize | null;
}


/**
 * @export
 */
export const AlignmentAnswerOperationEnum = {
    AlignmentRectForFrame: 'alignmentRectForFrame',
    FrameForAlignmentRect: 'frameForAlignmentRect',
    TapTarget: 'tapTarget',
} as const;
export type AlignmentAnswerOperationEnum = typeof AlignmentAnswerOperationEnum[keyof typeof AlignmentAnswerOperationEnum];

/**
 * @export
 */
export const AlignmentAnswerLayoutDirectionEnum = {
    LeftToRight: 'leftToRight',
    RightToLeft: 'rightToLeft',
} as const;
export type AlignmentAnswerLayoutDirectionEnum = typeof AlignmentAnswerLayoutDirectionEnum[keyof typeof AlignmentAnswerLayoutDirectionEnum];

/**
 * The same fields as GET /alignment. Rules across fields (stated here; breaking one is a 422): frame or
 * alignmentRect, not both; frame needs alignmentRectInsets or directionalInsets; one kind of insets only;
 * insetsUnit=px with insets needs scale.
 * 
 * @export
 * @interface AlignmentRequest
 */
export interface AlignmentRequest {
    /**
     * svg: the answer drawn as a picture.
     */
    format?: AlignmentRequestFormatEnum;
    /**
     * Pictures only: screen pixels per point.
     */
    zoom?: number;
    /**
     * Pictures only: false leaves the legend out (default true).
     */
    legend?: boolean;
    /**
     * Pictures only: false leaves the labels out (default true).
     */
    labels?: boolean;
    /**
     * Pictures only: light (default) or dark colours, chosen by the request, not the viewer.
     */
    colorScheme?: AlignmentRequestColorSchemeEnum;
    /**
     * Pictures only: figma writes every colour as an attribute (no <style>) and bare ids as layer names.
     */
    _export?: AlignmentRequestExportEnum;
    /**
     * 
     */
    frame?: RectInput;
    /**
     * 
     */
    alignmentRect?: RectInput;
    /**
     * 
     */
    alignmentRectInsets?: InsetsInput;
    /**
     * Deprecated: alignmentRectInsets.
     * @deprecated
     */
    insets?: InsetsInput;
    /**
     * 
     */
    directionalInsets?: DirectionalInsetsInput;
    /**
     * 
     */
    layoutDirection?: AlignmentRequestLayoutDirectionEnum;
    /**
     * 
     */
    insetsUnit?: AlignmentRequestInsetsUnitEnum;
    /**
     * 
     */
    scale?: number;
    /**
     * 
     */
    minimumSize?: SizeInput;
}


/**
 * @export
 */
export const AlignmentRequestFormatEnum = {
    Json: 'json',
    Svg: 'svg',
} as const;
export type AlignmentRequestFormatEnum = typeof AlignmentRequestFormatEnum[keyof typeof AlignmentRequestFormatEnum];

/**
 * @export
 */
export const AlignmentRequestColorSchemeEnum = {
    Light: 'light',
    Dark: 'dark',
} as const;
export type AlignmentRequestColorSchemeEnum = typeof AlignmentRequestColorSchemeEnum[keyof typeof AlignmentRequestColorSchemeEnum];

/**
 * @export
 */
export const AlignmentRequestExportEnum = {
    Figma: 'figma',
} as const;
export type AlignmentRequestExportEnum = typeof AlignmentRequestExportEnum[keyof typeof AlignmentRequestExportEnum];

/**
 * @export
 */
export const AlignmentRequestLayoutDirectionEnum = {
    LeftToRight: 'leftToRight',
    RightToLeft: 'rightToLeft',
} as const;
export type AlignmentRequestLayoutDirectionEnum = typeof AlignmentRequestLayoutDirectionEnum[keyof typeof AlignmentRequestLayoutDirectionEnum];

/**
 * @export
 */
export const AlignmentRequestInsetsUnitEnum = {
    Pt: 'pt',
    Px: 'px',
} as const;
export type AlignmentRequestInsetsUnitEnum = typeof AlignmentRequestInsetsUnitEnum[keyof typeof AlignmentRequestInsetsUnitEnum];

/**
 * @type AspectInput
 * A ratio: "W:H", "W/H", "WxH" or a number as a string (positive terms, no spaces or exponents), a number in (0, 100], or {width, height}. A ratio outside (0, 100] from two valid terms is a 422.
 * @export
 */
export type AspectInput = SizeInputOneOf | number | string;
/**
 * 
 * @export
 * @interface BatchAnswer
 */
export interface BatchAnswer {
    /**
     * 
     */
    answers: Array<BatchAnswerAnswersInner>;
}
/**
 * 
 * @export
 * @interface BatchAnswerAnswersInner
 */
export interface BatchAnswerAnswersInner {
    /**
     * 
     */
    status: number;
    /**
     * The question's JSON answer, or its problem.
     */
    body: any | null;
}
/**
 * 
 * @export
 * @interface BatchQuestion
 */
export interface BatchQuestion {
    /**
     * A route that answers JSON questions.
     */
    path: string;
    /**
     * The query parameters (strings, numbers or booleans), as in a query string.
     */
    query?: { [key: string]: BatchQuestionQueryValue; };
    /**
     * The JSON body of a POST.
     */
    body?: object;
}
/**
 * @type BatchQuestionQueryValue
 * 
 * @export
 */
export type BatchQuestionQueryValue = boolean | number | string;
/**
 * 
 * @export
 * @interface BatchRequest
 */
export interface BatchRequest {
    /**
     * 
     */
    questions: Array<BatchQuestion>;
}
/**
 * 
 * @export
 * @interface CatalogSummary
 */
export interface CatalogSummary {
    /**
     * The first 16 hex digits of the SHA-256 of the catalog's content.
     */
    version: string | null;
    /**
     * 
     */
    newestSnapshot: CatalogSummaryNewestSnapshot | null;
    /**
     * 
     */
    snapshots: Array<SourceSnapshot>;
    /**
     * 
     */
    counts: CatalogSummaryCounts;
    /**
     * 
     */
    newestModels: Array<CatalogSummaryNewestModelsInner>;
    /**
     * 
     */
    leftOut: CatalogSummaryLeftOut | null;
}
/**
 * 
 * @export
 * @interface CatalogSummaryCounts
 */
export interface CatalogSummaryCounts {
    /**
     * 
     */
    models: number;
    /**
     * 
     */
    identifiers: number;
    /**
     * 
     */
    groups: number;
    /**
     * 
     */
    families: Array<CatalogSummaryCountsFamiliesInner>;
}
/**
 * 
 * @export
 * @interface CatalogSummaryCountsFamiliesInner
 */
export interface CatalogSummaryCountsFamiliesInner {
    /**
     * 
     */
    family: string;
    /**
     * 
     */
    models: number;
}
/**
 * 
 * @export
 * @interface CatalogSummaryLeftOut
 */
export interface CatalogSummaryLeftOut {
    /**
     * 
     */
    notes: string | null;
    /**
     * 
     */
    models: Array<CatalogSummaryLeftOutModelsInner>;
    /**
     * 
     */
    identifiers: Array<CatalogSummaryLeftOutIdentifiersInner>;
}
/**
 * 
 * @export
 * @interface CatalogSummaryLeftOutIdentifiersInner
 */
export interface CatalogSummaryLeftOutIdentifiersInner {
    /**
     * 
     */
    identifier: string;
    /**
     * 
     */
    reason: string;
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    sources: Array<string>;
}
/**
 * 
 * @export
 * @interface CatalogSummaryLeftOutModelsInner
 */
export interface CatalogSummaryLeftOutModelsInner {
    /**
     * 
     */
    name: string;
    /**
     * 
     */
    family: string;
    /**
     * 
     */
    reason: string;
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    sources: Array<string>;
}
/**
 * 
 * @export
 * @interface CatalogSummaryNewestModelsInner
 */
export interface CatalogSummaryNewestModelsInner {
    /**
     * 
     */
    family: string;
    /**
     * 
     */
    id: string;
    /**
     * 
     */
    name: string;
    /**
     * 
     */
    released: number | null;
}
/**
 * The snapshot whose source is newest (a SourceSnapshot); null when data/ keeps none.
 * @export
 * @interface CatalogSummaryNewestSnapshot
 */
export interface CatalogSummaryNewestSnapshot {
    /**
     * The file in data/snapshots/.
     */
    file: string;
    /**
     * A code of the catalog's sources table.
     */
    source: string;
    /**
     * 
     */
    repository: string;
    /**
     * 
     */
    path: string;
    /**
     * 
     */
    commit: string | null;
    /**
     * The day the snapshot's source was current (ISO 8601).
     */
    date: string | null;
}
/**
 * @type ContainerSizeInput
 * A size with sides from 0, as an object or the string "WIDTHxHEIGHT".
 * @export
 */
export type ContainerSizeInput = ContainerSizeInputOneOf | string;
/**
 * 
 * @export
 * @interface ContainerSizeInputOneOf
 */
export interface ContainerSizeInputOneOf {
    /**
     * A number from 0, less than 1e12.
     */
    width: number;
    /**
     * A number from 0, less than 1e12.
     */
    height: number;
}
/**
 * 
 * @export
 * @interface Deprecations200Response
 */
export interface Deprecations200Response {
    /**
     * 
     */
    deprecations: Array<Deprecations200ResponseDeprecationsInner>;
    /**
     * 
     */
    documentation: string;
}
/**
 * 
 * @export
 * @interface Deprecations200ResponseDeprecationsInner
 */
export interface Deprecations200ResponseDeprecationsInner {
    /**
     * 
     */
    name: string;
    /**
     * 
     */
    replacement: string;
    /**
     * 
     */
    since: string;
    /**
     * 
     */
    routes: Array<string>;
}
/**
 * A design-token document in the Design Tokens Community Group format (Format Module 2025.10): groups (objects
 * without `$value`) holding groups and tokens (objects with `$value` and `$type`). The root holds one group per
 * model, named by its id.
 * 
 * @export
 * @interface DesignTokens
 */
export interface DesignTokens {
    [key: string]: object | any;
    /**
     * 
     */
    $description?: string;
    /**
     * This service's metadata under the reverse-domain key `io.github.layoutd`: the format, the dimension form and the model count.
     */
    $extensions?: object;
}
/**
 * One hardware model. Unknown figures are null, never 0. With `fields` (on `/devices` and `/devices/{id}`) only the members it chose are present.
 * @export
 * @interface Device
 */
export interface Device {
    /**
     * 
     */
    id?: string;
    /**
     * 
     */
    name?: string;
    /**
     * 
     */
    family?: DeviceFamilyEnum;
    /**
     * 
     */
    idiom?: DeviceIdiomEnum;
    /**
     * 
     */
    group?: DeviceGroup | null;
    /**
     * 
     */
    identifiers?: Array<string>;
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    identifierSources?: Array<string>;
    /**
     * 
     */
    deviceKitName?: string | null;
    /**
     * 
     */
    released?: DeviceReleased;
    /**
     * 
     */
    os?: DeviceOs | null;
    /**
     * 
     */
    orientations?: Array<string>;
    /**
     * Screen size in points as the model is normally held (portrait for iPhone, iPad and Watch).
     */
    screen?: Size;
    /**
     * 
     */
    screenProvenance?: DeviceScreenProvenance;
    /**
     * 
     */
    scale?: number | null;
    /**
     * 
     */
    nativeScale?: number | null;
    /**
     * 
     */
    pixels?: NullableSize | null;
    /**
     * Present only on a model with more than one display: the display whose figures the answer holds (`outer` by default on the iPhone Duo, or the one `display=` chose).
     */
    display?: string;
    /**
     * Present only on a model with more than one display; each display with its own sourced figures.
     */
    displays?: Array<DeviceDisplay>;
    /**
     * 
     */
    sizeClasses?: DeviceSizeClasses | null;
    /**
     * The safe-area insets answered (the newest OS version unless `os` asked another); null where no source gives them.
     */
    safeAreaInsets?: NullableSafeAreaSet | null;
    /**
     * Every sourced set of insets, newest OS version first.
     */
    safeAreaInsetsByOS?: Array<SafeAreaSet>;
    /**
     * 
     */
    displayCornerRadius?: DeviceDisplayCornerRadius;
    /**
     * 
     */
    displayCorners?: DisplayCorners;
    /**
     * 
     */
    sensorHousing?: DeviceSensorHousing;
    /**
     * 
     */
    homeIndicator?: DeviceHomeIndicator;
    /**
     * 
     */
    homeButton?: boolean | null;
    /**
     * 
     */
    displayZoom?: DeviceDisplayZoom | null;
    /**
     * The docked software keyboard per OS version, newest first (each entry holds from its os until the next);
     * empty outside iOS and iPadOS. height is the keyboard from the window's bottom edge without the predictive
     * bar, predictiveBar what the bar adds; null where no source gives them. Readings that measure something else
     * (a custom keyboard's input view) are alternatives.
     * 
     */
    keyboard?: Array<DeviceKeyboardInner> | null;
    /**
     * The status bar's height per OS version in points (0 where a source says there is none, null where none says); empty outside iOS and iPadOS.
     */
    statusBar?: Array<DeviceStatusBarInner> | null;
    /**
     * 
     */
    features?: DeviceFeatures | null;
    /**
     * 
     */
    notes?: Array<string>;
    /**
     * 
     */
    resolvedFrom?: Resolution | null;
    /**
     * What each source code means; on /devices/{id} only (null in the list).
     */
    sourceDescriptions?: { [key: string]: string; } | null;
    /**
     * On /devices/{id} with `orientation` only, as asked (as in /fit's deviceRegion); with it `interfaceOrientation`, `window` and `safeArea`.
     */
    orientation?: DeviceOrientationEnum;
    /**
     * With `orientation` only: the interface orientation used (`landscape` is `landscapeLeft`).
     */
    interfaceOrientation?: DeviceInterfaceOrientationEnum;
    /**
     * With `orientation` only: the full-screen window in that orientation, in points.
     */
    window?: Rect;
    /**
     * With `orientation` only: the window inset by that orientation's safeAreaInsets (as /fit's deviceRegion.safeArea); null where no source gives them.
     */
    safeArea?: NullableRect | null;
}


/**
 * @export
 */
export const DeviceFamilyEnum = {
    IPhone: 'iPhone',
    IPad: 'iPad',
    IPodTouch: 'iPod touch',
    AppleWatch: 'Apple Watch',
    AppleTv: 'Apple TV',
    AppleVisionPro: 'Apple Vision Pro',
} as const;
export type DeviceFamilyEnum = typeof DeviceFamilyEnum[keyof typeof DeviceFamilyEnum];

/**
 * @export
 */
export const DeviceIdiomEnum = {
    Phone: 'phone',
    Pad: 'pad',
    Watch: 'watch',
    Tv: 'tv',
    Vision: 'vision',
} as const;
export type DeviceIdiomEnum = typeof DeviceIdiomEnum[keyof typeof DeviceIdiomEnum];

/**
 * @export
 */
export const DeviceOrientationEnum = {
    Portrait: 'portrait',
    Landscape: 'landscape',
    LandscapeLeft: 'landscapeLeft',
    LandscapeRight: 'landscapeRight',
} as const;
export type DeviceOrientationEnum = typeof DeviceOrientationEnum[keyof typeof DeviceOrientationEnum];

/**
 * @export
 */
export const DeviceInterfaceOrientationEnum = {
    Portrait: 'portrait',
    LandscapeLeft: 'landscapeLeft',
    LandscapeRight: 'landscapeRight',
} as const;
export type DeviceInterfaceOrientationEnum = typeof DeviceInterfaceOrientationEnum[keyof typeof DeviceInterfaceOrientationEnum];

/**
 * One display of a model with more than one (the iPhone Duo's outer and inner displays), with the same members as a model's figures. Unknown figures are null with the reason, never another display's value or an iPhone rule.
 * @export
 * @interface DeviceDisplay
 */
export interface DeviceDisplay {
    /**
     * 
     */
    id: string;
    /**
     * 
     */
    name: string;
    /**
     * Whether the model's top-level figures are this display's.
     */
    _default: boolean;
    /**
     * 
     */
    orientations: Array<string>;
    /**
     * 
     */
    screen: Size;
    /**
     * 
     */
    screenProvenance: object;
    /**
     * 
     */
    scale: number | null;
    /**
     * 
     */
    nativeScale: number | null;
    /**
     * 
     */
    pixels: NullableSize | null;
    /**
     * 
     */
    sizeClasses: object | null;
    /**
     * 
     */
    safeAreaInsets: NullableSafeAreaSet | null;
    /**
     * 
     */
    safeAreaInsetsByOS: Array<SafeAreaSet>;
    /**
     * 
     */
    displayCornerRadius: object;
    /**
     * 
     */
    displayCorners?: DisplayCorners;
    /**
     * 
     */
    sensorHousing: object;
    /**
     * 
     */
    homeIndicator: object;
    /**
     * 
     */
    keyboard: Array<object> | null;
    /**
     * 
     */
    statusBar: Array<object> | null;
    /**
     * 
     */
    notes: Array<string>;
}
/**
 * 
 * @export
 * @interface DeviceDisplayCornerRadius
 */
export interface DeviceDisplayCornerRadius {
    /**
     * 0 for square corners; null when no source gives it.
     */
    value: number | null;
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    sources: Array<string>;
    /**
     * 
     */
    notes: string | null;
    /**
     * Other sourced values of the same figure, each with its source and why it is not the answer.
     */
    alternatives: Array<object> | null;
}
/**
 * The Display Zoom ("Larger Text") window, where a source gives it.
 * @export
 * @interface DeviceDisplayZoom
 */
export interface DeviceDisplayZoom {
    /**
     * 
     */
    value: Size;
    /**
     * 
     */
    scale: number | null;
    /**
     * 
     */
    nativeScale: number | null;
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    sources: Array<string>;
    /**
     * 
     */
    notes: string | null;
}
/**
 * A whole device entry (every member present).
 * @export
 * @interface DeviceEntry
 */
export interface DeviceEntry {
    /**
     * 
     */
    id: string;
    /**
     * 
     */
    name: string;
    /**
     * 
     */
    family: DeviceEntryFamilyEnum;
    /**
     * 
     */
    idiom: DeviceEntryIdiomEnum;
    /**
     * 
     */
    group: DeviceGroup | null;
    /**
     * 
     */
    identifiers: Array<string>;
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    identifierSources: Array<string>;
    /**
     * 
     */
    deviceKitName: string | null;
    /**
     * 
     */
    released: DeviceReleased;
    /**
     * 
     */
    os: DeviceOs | null;
    /**
     * 
     */
    orientations: Array<string>;
    /**
     * Screen size in points as the model is normally held (portrait for iPhone, iPad and Watch).
     */
    screen: Size;
    /**
     * 
     */
    screenProvenance: DeviceScreenProvenance;
    /**
     * 
     */
    scale: number | null;
    /**
     * 
     */
    nativeScale: number | null;
    /**
     * 
     */
    pixels: NullableSize | null;
    /**
     * Present only on a model with more than one display: the display whose figures the answer holds (`outer` by default on the iPhone Duo, or the one `display=` chose).
     */
    display?: string;
    /**
     * Present only on a model with more than one display; each display with its own sourced figures.
     */
    displays?: Array<DeviceDisplay>;
    /**
     * 
     */
    sizeClasses: DeviceSizeClasses | null;
    /**
     * The safe-area insets answered (the newest OS version unless `os` asked another); null where no source gives them.
     */
    safeAreaInsets: NullableSafeAreaSet | null;
    /**
     * Every sourced set of insets, newest OS version first.
     */
    safeAreaInsetsByOS: Array<SafeAreaSet>;
    /**
     * 
     */
    displayCornerRadius: DeviceDisplayCornerRadius;
    /**
     * 
     */
    displayCorners?: DisplayCorners;
    /**
     * 
     */
    sensorHousing: DeviceSensorHousing;
    /**
     * 
     */
    homeIndicator: DeviceHomeIndicator;
    /**
     * 
     */
    homeButton: boolean | null;
    /**
     * 
     */
    displayZoom: DeviceDisplayZoom | null;
    /**
     * The docked software keyboard per OS version, newest first (each entry holds from its os until the next);
     * empty outside iOS and iPadOS. height is the keyboard from the window's bottom edge without the predictive
     * bar, predictiveBar what the bar adds; null where no source gives them. Readings that measure something else
     * (a custom keyboard's input view) are alternatives.
     * 
     */
    keyboard: Array<DeviceKeyboardInner> | null;
    /**
     * The status bar's height per OS version in points (0 where a source says there is none, null where none says); empty outside iOS and iPadOS.
     */
    statusBar: Array<DeviceStatusBarInner> | null;
    /**
     * 
     */
    features: DeviceFeatures | null;
    /**
     * 
     */
    notes: Array<string>;
    /**
     * 
     */
    resolvedFrom: Resolution | null;
    /**
     * What each source code means; on /devices/{id} only (null in the list).
     */
    sourceDescriptions: { [key: string]: string; } | null;
    /**
     * On /devices/{id} with `orientation` only, as asked (as in /fit's deviceRegion); with it `interfaceOrientation`, `window` and `safeArea`.
     */
    orientation?: DeviceEntryOrientationEnum;
    /**
     * With `orientation` only: the interface orientation used (`landscape` is `landscapeLeft`).
     */
    interfaceOrientation?: DeviceEntryInterfaceOrientationEnum;
    /**
     * With `orientation` only: the full-screen window in that orientation, in points.
     */
    window?: Rect;
    /**
     * With `orientation` only: the window inset by that orientation's safeAreaInsets (as /fit's deviceRegion.safeArea); null where no source gives them.
     */
    safeArea?: NullableRect | null;
}


/**
 * @export
 */
export const DeviceEntryFamilyEnum = {
    IPhone: 'iPhone',
    IPad: 'iPad',
    IPodTouch: 'iPod touch',
    AppleWatch: 'Apple Watch',
    AppleTv: 'Apple TV',
    AppleVisionPro: 'Apple Vision Pro',
} as const;
export type DeviceEntryFamilyEnum = typeof DeviceEntryFamilyEnum[keyof typeof DeviceEntryFamilyEnum];

/**
 * @export
 */
export const DeviceEntryIdiomEnum = {
    Phone: 'phone',
    Pad: 'pad',
    Watch: 'watch',
    Tv: 'tv',
    Vision: 'vision',
} as const;
export type DeviceEntryIdiomEnum = typeof DeviceEntryIdiomEnum[keyof typeof DeviceEntryIdiomEnum];

/**
 * @export
 */
export const DeviceEntryOrientationEnum = {
    Portrait: 'portrait',
    Landscape: 'landscape',
    LandscapeLeft: 'landscapeLeft',
    LandscapeRight: 'landscapeRight',
} as const;
export type DeviceEntryOrientationEnum = typeof DeviceEntryOrientationEnum[keyof typeof DeviceEntryOrientationEnum];

/**
 * @export
 */
export const DeviceEntryInterfaceOrientationEnum = {
    Portrait: 'portrait',
    LandscapeLeft: 'landscapeLeft',
    LandscapeRight: 'landscapeRight',
} as const;
export type DeviceEntryInterfaceOrientationEnum = typeof DeviceEntryInterfaceOrientationEnum[keyof typeof DeviceEntryInterfaceOrientationEnum];

/**
 * DeviceKit's capability flags and display figures with their provenance: `sources` is `["DK"]` unless a source corrects a figure (the iPhone 14 Pro Max's `ppi` 460, not DeviceKit's 458), whose code follows, with DeviceKit's figure kept in `alternatives` and the reason in `notes`.
 * @export
 * @interface DeviceFeatures
 */
export interface DeviceFeatures {
    /**
     * 
     */
    roundedDisplayCorners: boolean | null;
    /**
     * 
     */
    sensorHousing: boolean | null;
    /**
     * 
     */
    dynamicIsland: boolean | null;
    /**
     * 
     */
    notch: boolean | null;
    /**
     * 
     */
    faceID: boolean | null;
    /**
     * 
     */
    touchID: boolean | null;
    /**
     * The display's diagonal in inches.
     */
    diagonal: number | null;
    /**
     * Pixels per inch of the panel.
     */
    ppi: number | null;
    /**
     * 
     */
    cpu: string | null;
    /**
     * `DK`, then the codes of the sources that correct a figure (null on a model DeviceKit lacks).
     */
    sources: Array<string> | null;
    /**
     * 
     */
    notes: string | null;
    /**
     * Other sourced values of the same figure, each with its source and why it is not the answer.
     */
    alternatives: Array<object> | null;
}
/**
 * The HIG row whose figures the model has; null when none has them (M4/M5 iPad Pros).
 * @export
 * @interface DeviceGroup
 */
export interface DeviceGroup {
    /**
     * 
     */
    id: string;
    /**
     * 
     */
    name: string;
}
/**
 * 
 * @export
 * @interface DeviceGroupsList200Response
 */
export interface DeviceGroupsList200Response {
    /**
     * 
     */
    groups: Array<DeviceGroup>;
    /**
     * 
     */
    count: number;
}
/**
 * 
 * @export
 * @interface DeviceHomeIndicator
 */
export interface DeviceHomeIndicator {
    /**
     * 
     */
    present: boolean | null;
    /**
     * 
     */
    size: NullableSize | null;
    /**
     * 
     */
    bottomOffset: number | null;
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    sources: Array<string>;
    /**
     * 
     */
    notes: string | null;
}
/**
 * 
 * @export
 * @interface DeviceKeyboardInner
 */
export interface DeviceKeyboardInner {
    /**
     * 
     */
    os: string | null;
    /**
     * 
     */
    portrait: KeyboardHeights | null;
    /**
     * 
     */
    landscape: KeyboardHeights | null;
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    sources: Array<string>;
    /**
     * 
     */
    notes: string | null;
    /**
     * Other sourced values of the same figure, each with its source and why it is not the answer.
     */
    alternatives: Array<object> | null;
}
/**
 * 
 * @export
 * @interface DeviceOs
 */
export interface DeviceOs {
    /**
     * 
     */
    name: DeviceOsNameEnum;
    /**
     * 
     */
    introduced: string | null;
    /**
     * The last major version it runs; null while it runs the newest.
     */
    last: string | null;
    /**
     * While `last` is null: a major version a source says it runs (`26`: on Apple's iOS or iPadOS 26 list); null where no source says. An `os` before `introduced` (or, where `introduced` is null, before `runs`) is a 422.
     */
    runs?: string | null;
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    sources: Array<string>;
    /**
     * 
     */
    notes: string | null;
}


/**
 * @export
 */
export const DeviceOsNameEnum = {
    IOs: 'iOS',
    IPadOs: 'iPadOS',
    WatchOs: 'watchOS',
    TvOs: 'tvOS',
    VisionOs: 'visionOS',
} as const;
export type DeviceOsNameEnum = typeof DeviceOsNameEnum[keyof typeof DeviceOsNameEnum];

/**
 * 
 * @export
 * @interface DeviceReleased
 */
export interface DeviceReleased {
    /**
     * 
     */
    value: number | null;
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    sources: Array<string>;
    /**
     * 
     */
    notes: string | null;
    /**
     * Other sourced values of the same figure, each with its source and why it is not the answer.
     */
    alternatives: Array<object> | null;
}
/**
 * Where `screen` comes from.
 * @export
 * @interface DeviceScreenProvenance
 */
export interface DeviceScreenProvenance {
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    sources: Array<string>;
    /**
     * 
     */
    notes: string | null;
    /**
     * Other sourced values of the same figure, each with its source and why it is not the answer.
     */
    alternatives: Array<object> | null;
}
/**
 * 
 * @export
 * @interface DeviceSensorHousing
 */
export interface DeviceSensorHousing {
    /**
     * 
     */
    type: DeviceSensorHousingTypeEnum;
    /**
     * 
     */
    rect: NullableRect | null;
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    sources: Array<string>;
    /**
     * 
     */
    confidence: string | null;
    /**
     * 
     */
    notes: string | null;
    /**
     * Other sourced values of the same figure, each with its source and why it is not the answer.
     */
    alternatives: Array<object> | null;
}


/**
 * @export
 */
export const DeviceSensorHousingTypeEnum = {
    None: 'none',
    Notch: 'notch',
    DynamicIsland: 'dynamicIsland',
} as const;
export type DeviceSensorHousingTypeEnum = typeof DeviceSensorHousingTypeEnum[keyof typeof DeviceSensorHousingTypeEnum];

/**
 * Full-screen size classes; null outside iOS and iPadOS.
 * @export
 * @interface DeviceSizeClasses
 */
export interface DeviceSizeClasses {
    /**
     * 
     */
    portrait: SizeClasses;
    /**
     * 
     */
    landscape: SizeClasses;
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    sources: Array<string>;
}
/**
 * 
 * @export
 * @interface DeviceStatusBarInner
 */
export interface DeviceStatusBarInner {
    /**
     * 
     */
    os: string | null;
    /**
     * 
     */
    portrait: number | null;
    /**
     * 
     */
    landscape: number | null;
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    sources: Array<string>;
    /**
     * 
     */
    notes: string | null;
}
/**
 * 
 * @export
 * @interface DevicesList200Response
 */
export interface DevicesList200Response {
    /**
     * Each device with the members `fields` chose (all when absent).
     */
    devices: Array<Device>;
    /**
     * Devices in this answer.
     */
    count: number;
    /**
     * Devices matching the filters over all pages.
     */
    total: number;
    /**
     * The cursor of the next page; null on the last.
     */
    nextCursor: string | null;
    /**
     * Only when `q` matched no device: the ids of up to five whose name or id is a few edits from it (each word of `q` within one edit of a word of the name or id, a number exactly; compared as ASCII, so a `q` with another character gets none), fewest edits first. `/devices?q=iphne 17` → `[iphone-17, iphone-17-pro, iphone-17-pro-max]`.
     */
    suggestions?: Array<string>;
}
/**
 * @type Dimension
 * A proposed dimension; null or absent means "ideal size", "infinity" means unbounded.
 * @export
 */
export type Dimension = null | number | string;
/**
 * @type DimensionInput
 * A proposed dimension in a request; null or absent means "ideal size", "infinity" means unbounded.
 * @export
 */
export type DimensionInput = null | number | string;
/**
 * @type DirectionalInsetsInput
 * Directional insets of any sign as {top,leading,bottom,trailing} (absent members are 0), an array or "t,leading,b,trailing".
 * @export
 */
export type DirectionalInsetsInput = Array<number> | DirectionalInsetsInputOneOf | string;
/**
 * 
 * @export
 * @interface DirectionalInsetsInputOneOf
 */
export interface DirectionalInsetsInputOneOf {
    /**
     * Any number less than 1e12 in magnitude (every number layoutd reads is; larger is a 400).
     */
    top?: number;
    /**
     * Any number less than 1e12 in magnitude (every number layoutd reads is; larger is a 400).
     */
    leading?: number;
    /**
     * Any number less than 1e12 in magnitude (every number layoutd reads is; larger is a 400).
     */
    bottom?: number;
    /**
     * Any number less than 1e12 in magnitude (every number layoutd reads is; larger is a 400).
     */
    trailing?: number;
}
/**
 * Each portrait corner's radius in points and the portrait edge a hinge runs along, on a display whose corners differ (the iPhone Duo's outer display 8, 59, 59, 8 with the hinge on the left); only on such a display. A radius or edge no source gives is null, the reason in notes.
 * @export
 * @interface DisplayCorners
 */
export interface DisplayCorners {
    /**
     * 
     */
    topLeft: number | null;
    /**
     * 
     */
    topRight: number | null;
    /**
     * 
     */
    bottomRight: number | null;
    /**
     * 
     */
    bottomLeft: number | null;
    /**
     * 
     */
    hingeEdge: DisplayCornersHingeEdgeEnum | null;
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    sources: Array<string>;
    /**
     * 
     */
    notes: string | null;
}


/**
 * @export
 */
export const DisplayCornersHingeEdgeEnum = {
    Left: 'left',
    Right: 'right',
    Top: 'top',
    Bottom: 'bottom',
} as const;
export type DisplayCornersHingeEdgeEnum = typeof DisplayCornersHingeEdgeEnum[keyof typeof DisplayCornersHingeEdgeEnum];

/**
 * 
 * @export
 * @interface EdgeInsets
 */
export interface EdgeInsets {
    /**
     * 
     */
    top: number;
    /**
     * 
     */
    left: number;
    /**
     * 
     */
    bottom: number;
    /**
     * 
     */
    right: number;
}
/**
 * @type FitAnswer
 * 
 * @export
 */
export type FitAnswer = SwiftUIFit | UIKitFit;
/**
 * The same fields as GET /fit. Rules across fields (the schema states them; a request breaking one is a 422):
 * aspectRatio or content (both only with region=aspectFitGuide; neither with a device: the region is answered
 * as it is); container or device, not both; orientation,
 * region, os, displayZoom, multitasking and window need a device; keyboard needs region=keyboardLayoutGuide;
 * proposalWidth, proposalHeight and idealSize only with semantics=swiftui, the UIKit fields only without it.
 * Stated only in words (they depend on the device): multitasking and window need an iPad (window one on
 * iPadOS 26, a size that fits the screen), and neither goes with displayZoom, aspectFitGuide or
 * keyboardLayoutGuide.
 * 
 * @export
 * @interface FitRequest
 */
export interface FitRequest {
    /**
     * svg: the answer drawn as a picture.
     */
    format?: FitRequestFormatEnum;
    /**
     * Pictures only: screen pixels per point.
     */
    zoom?: number;
    /**
     * Pictures only: false leaves the legend out (default true).
     */
    legend?: boolean;
    /**
     * Pictures only: false leaves the labels out (default true).
     */
    labels?: boolean;
    /**
     * Pictures only: light (default) or dark colours, chosen by the request, not the viewer.
     */
    colorScheme?: FitRequestColorSchemeEnum;
    /**
     * Pictures only: figma writes every colour as an attribute (no <style>) and bare ids as layer names.
     */
    _export?: FitRequestExportEnum;
    /**
     * 
     */
    semantics?: FitRequestSemanticsEnum;
    /**
     * 
     */
    container?: ContainerSizeInput;
    /**
     * 
     */
    aspectRatio?: AspectInput;
    /**
     * Deprecated: aspectRatio.
     * @deprecated
     */
    aspect?: AspectInput;
    /**
     * 
     */
    content?: SizeInput;
    /**
     * 
     */
    mode?: FitRequestModeEnum;
    /**
     * 
     */
    alignment?: FitRequestAlignmentEnum;
    /**
     * 
     */
    scale?: number;
    /**
     * 
     */
    rounding?: boolean;
    /**
     * 
     */
    device?: string;
    /**
     * 
     */
    orientation?: FitRequestOrientationEnum;
    /**
     * 
     */
    region?: FitRequestRegionEnum;
    /**
     * 
     */
    keyboard?: FitRequestKeyboardEnum;
    /**
     * 
     */
    os?: string;
    /**
     * 
     */
    displayZoom?: boolean;
    /**
     * A display of a device with more than one (outer, inner).
     */
    display?: string;
    /**
     * With an iPad device: its measured Split View or Slide Over window as /sizeclass answers it (window: the size given by window); region is within it.
     */
    multitasking?: FitRequestMultitaskingEnum;
    /**
     * With an iPad device running iPadOS 26: a window that fits the screen, at its top-left; region is within it.
     */
    window?: SizeInput;
    /**
     * 
     */
    proposalWidth?: DimensionInput;
    /**
     * 
     */
    proposalHeight?: DimensionInput;
    /**
     * 
     */
    idealSize?: SizeInput;
}


/**
 * @export
 */
export const FitRequestFormatEnum = {
    Json: 'json',
    Svg: 'svg',
} as const;
export type FitRequestFormatEnum = typeof FitRequestFormatEnum[keyof typeof FitRequestFormatEnum];

/**
 * @export
 */
export const FitRequestColorSchemeEnum = {
    Light: 'light',
    Dark: 'dark',
} as const;
export type FitRequestColorSchemeEnum = typeof FitRequestColorSchemeEnum[keyof typeof FitRequestColorSchemeEnum];

/**
 * @export
 */
export const FitRequestExportEnum = {
    Figma: 'figma',
} as const;
export type FitRequestExportEnum = typeof FitRequestExportEnum[keyof typeof FitRequestExportEnum];

/**
 * @export
 */
export const FitRequestSemanticsEnum = {
    Uikit: 'uikit',
    Swiftui: 'swiftui',
} as const;
export type FitRequestSemanticsEnum = typeof FitRequestSemanticsEnum[keyof typeof FitRequestSemanticsEnum];

/**
 * @export
 */
export const FitRequestModeEnum = {
    Fit: 'fit',
    Fill: 'fill',
    Stretch: 'stretch',
    ScaleToFill: 'scaleToFill',
    ScaleAspectFit: 'scaleAspectFit',
    ScaleAspectFill: 'scaleAspectFill',
    Center: 'center',
    Top: 'top',
    Bottom: 'bottom',
    Left: 'left',
    Right: 'right',
    TopLeft: 'topLeft',
    TopRight: 'topRight',
    BottomLeft: 'bottomLeft',
    BottomRight: 'bottomRight',
} as const;
export type FitRequestModeEnum = typeof FitRequestModeEnum[keyof typeof FitRequestModeEnum];

/**
 * @export
 */
export const FitRequestAlignmentEnum = {
    Center: 'center',
    Top: 'top',
    Bottom: 'bottom',
    Left: 'left',
    Right: 'right',
    TopLeft: 'topLeft',
    TopRight: 'topRight',
    BottomLeft: 'bottomLeft',
    BottomRight: 'bottomRight',
} as const;
export type FitRequestAlignmentEnum = typeof FitRequestAlignmentEnum[keyof typeof FitRequestAlignmentEnum];

/**
 * @export
 */
export const FitRequestOrientationEnum = {
    Portrait: 'portrait',
    Landscape: 'landscape',
    LandscapeLeft: 'landscapeLeft',
    LandscapeRight: 'landscapeRight',
} as const;
export type FitRequestOrientationEnum = typeof FitRequestOrientationEnum[keyof typeof FitRequestOrientationEnum];

/**
 * @export
 */
export const FitRequestRegionEnum = {
    Window: 'window',
    SafeArea: 'safeArea',
    AspectFitGuide: 'aspectFitGuide',
    KeyboardLayoutGuide: 'keyboardLayoutGuide',
} as const;
export type FitRequestRegionEnum = typeof FitRequestRegionEnum[keyof typeof FitRequestRegionEnum];

/**
 * @export
 */
export const FitRequestKeyboardEnum = {
    Predictive: 'predictive',
    NoPredictive: 'noPredictive',
    Hidden: 'hidden',
} as const;
export type FitRequestKeyboardEnum = typeof FitRequestKeyboardEnum[keyof typeof FitRequestKeyboardEnum];

/**
 * @export
 */
export const FitRequestMultitaskingEnum = {
    Full: 'full',
    Split23: 'split-2/3',
    Split12: 'split-1/2',
    Split13: 'split-1/3',
    SlideOver: 'slide-over',
    Window: 'window',
} as const;
export type FitRequestMultitaskingEnum = typeof FitRequestMultitaskingEnum[keyof typeof FitRequestMultitaskingEnum];

/**
 * 
 * @export
 * @interface FlowLayoutLine
 */
export interface FlowLayoutLine {
    /**
     * 
     */
    columns: number;
    /**
     * 
     */
    itemWidth: number;
    /**
     * The gap on screen between neighbours.
     */
    horizontalSpacing: number;
    /**
     * 
     */
    columnX: Array<number>;
    /**
     * 
     */
    leftover: number;
    /**
     * 
     */
    itemWiderThanAvailable: boolean;
}
/**
 * The font families Text is measured in (Inter and DejaVu Sans by default; SF Pro only where the operator loads it).
 * @export
 * @interface FontsAnswer
 */
export interface FontsAnswer {
    /**
     * The family of a Text that names none; null when the server measures no text.
     */
    defaultFamily: string | null;
    /**
     * Where a character the family lacks is looked for, in order.
     */
    cascade: Array<string>;
    /**
     * 
     */
    families: Array<FontsAnswerFamiliesInner>;
}
/**
 * 
 * @export
 * @interface FontsAnswerFamiliesInner
 */
export interface FontsAnswerFamiliesInner {
    /**
     * 
     */
    family: string;
    /**
     * 
     */
    faces: Array<FontsAnswerFamiliesInnerFacesInner>;
}
/**
 * 
 * @export
 * @interface FontsAnswerFamiliesInnerFacesInner
 */
export interface FontsAnswerFamiliesInnerFacesInner {
    /**
     * 
     */
    name: string;
    /**
     * 
     */
    weight: number;
    /**
     * 
     */
    italic: boolean;
    /**
     * 
     */
    file: string;
}
/**
 * A group (HIG row) by id and name.
 * @export
 * @interface GroupReference
 */
export interface GroupReference {
    /**
     * 
     */
    id: string;
    /**
     * 
     */
    name: string;
}
/**
 * 
 * @export
 * @interface Healthz200Response
 */
export interface Healthz200Response {
    /**
     * 
     */
    status: Healthz200ResponseStatusEnum;
}


/**
 * @export
 */
export const Healthz200ResponseStatusEnum = {
    Ok: 'ok',
} as const;
export type Healthz200ResponseStatusEnum = typeof Healthz200ResponseStatusEnum[keyof typeof Healthz200ResponseStatusEnum];

/**
 * @type InsetsInput
 * Insets of any sign as {top,left,bottom,right}, {top,leading,bottom,trailing} (absent members are 0), an array or "t,l,b,r".
 * @export
 */
export type InsetsInput = Array<number> | InsetsInputOneOf | string;
/**
 * 
 * @export
 * @interface InsetsInputOneOf
 */
export interface InsetsInputOneOf {
    /**
     * Any number less than 1e12 in magnitude (every number layoutd reads is; larger is a 400).
     */
    top?: number;
    /**
     * Any number less than 1e12 in magnitude (every number layoutd reads is; larger is a 400).
     */
    left?: number;
    /**
     * Any number less than 1e12 in magnitude (every number layoutd reads is; larger is a 400).
     */
    bottom?: number;
    /**
     * Any number less than 1e12 in magnitude (every number layoutd reads is; larger is a 400).
     */
    right?: number;
    /**
     * Any number less than 1e12 in magnitude (every number layoutd reads is; larger is a 400).
     */
    leading?: number;
    /**
     * Any number less than 1e12 in magnitude (every number layoutd reads is; larger is a 400).
     */
    trailing?: number;
}
/**
 * One orientation's docked keyboard, in points; null where no source gives it.
 * @export
 * @interface KeyboardHeights
 */
export interface KeyboardHeights {
    /**
     * The docked keyboard from the window's bottom edge (home-indicator area included), predictive bar excluded.
     */
    height: number;
    /**
     * The height the predictive (suggestion) bar adds.
     */
    predictiveBar: number;
}
/**
 * EdgeInsets, or null.
 * @export
 * @interface NullableEdgeInsets
 */
export interface NullableEdgeInsets {
    /**
     * 
     */
    top: number;
    /**
     * 
     */
    left: number;
    /**
     * 
     */
    bottom: number;
    /**
     * 
     */
    right: number;
}
/**
 * A Rect, or null.
 * @export
 * @interface NullableRect
 */
export interface NullableRect {
    /**
     * 
     */
    x: number;
    /**
     * 
     */
    y: number;
    /**
     * 
     */
    width: number;
    /**
     * 
     */
    height: number;
}
/**
 * A SafeAreaSet, or null.
 * @export
 * @interface NullableSafeAreaSet
 */
export interface NullableSafeAreaSet {
    /**
     * 
     */
    os: string | null;
    /**
     * 
     */
    portrait: NullableEdgeInsets | null;
    /**
     * 
     */
    landscape: NullableEdgeInsets | null;
    /**
     * 
     */
    statusBarHidden: NullableEdgeInsets | null;
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    sources: Array<string>;
    /**
     * 
     */
    notes: string | null;
    /**
     * Other sourced values of the same figure, each with its source and why it is not the answer.
     */
    alternatives: Array<object> | null;
}
/**
 * A Size, or null.
 * @export
 * @interface NullableSize
 */
export interface NullableSize {
    /**
     * 
     */
    width: number;
    /**
     * 
     */
    height: number;
}
/**
 * 
 * @export
 * @interface Point
 */
export interface Point {
    /**
     * 
     */
    x: number;
    /**
     * 
     */
    y: number;
}
/**
 * RFC 9457 problem details.
 * @export
 * @interface Problem
 */
export interface Problem {
    /**
     * 
     */
    type: string;
    /**
     * 
     */
    title: string;
    /**
     * 
     */
    status: number;
    /**
     * 
     */
    detail: string;
    /**
     * 
     */
    invalidFields?: Array<string>;
    /**
     * 
     */
    suggestions?: Array<string>;
    /**
     * /swiftui/layout: the path of the view at fault.
     */
    viewPath?: Array<string>;
}
/**
 * 
 * @export
 * @interface ProblemType200Response
 */
export interface ProblemType200Response {
    /**
     * 
     */
    type: string;
    /**
     * 
     */
    title: string;
    /**
     * 
     */
    status: number;
    /**
     * 
     */
    description: string;
}
/**
 * 
 * @export
 * @interface ProposedSize
 */
export interface ProposedSize {
    /**
     * 
     */
    width: Dimension;
    /**
     * 
     */
    height: Dimension;
}
/**
 * A root proposal; a dimension null or absent is nil (the ideal size), "infinity" is unbounded.
 * @export
 * @interface ProposedSizeInput
 */
export interface ProposedSizeInput {
    /**
     * 
     */
    width?: DimensionInput;
    /**
     * 
     */
    height?: DimensionInput;
}
/**
 * 
 * @export
 * @interface Readyz200Response
 */
export interface Readyz200Response {
    /**
     * 
     */
    status: Readyz200ResponseStatusEnum;
}


/**
 * @export
 */
export const Readyz200ResponseStatusEnum = {
    Ready: 'ready',
} as const;
export type Readyz200ResponseStatusEnum = typeof Readyz200ResponseStatusEnum[keyof typeof Readyz200ResponseStatusEnum];

/**
 * 
 * @export
 * @interface Rect
 */
export interface Rect {
    /**
     * 
     */
    x: number;
    /**
     * 
     */
    y: number;
    /**
     * 
     */
    width: number;
    /**
     * 
     */
    height: number;
}
/**
 * @type RectInput
 * A rect as an object, an array [x, y, width, height] or the string "x,y,width,height" (digits with an optional fraction, no exponent); width and height from 0.
 * @export
 */
export type RectInput = Array<number> | RectInputOneOf | string;
/**
 * 
 * @export
 * @interface RectInputOneOf
 */
export interface RectInputOneOf {
    /**
     * Any number less than 1e12 in magnitude (every number layoutd reads is; larger is a 400).
     */
    x: number;
    /**
     * Any number less than 1e12 in magnitude (every number layoutd reads is; larger is a 400).
     */
    y: number;
    /**
     * A number from 0, less than 1e12.
     */
    width: number;
    /**
     * A number from 0, less than 1e12.
     */
    height: number;
}
/**
 * How a group (HIG row) id or name given where a device is expected was resolved; null when a model was given.
 * @export
 * @interface Resolution
 */
export interface Resolution {
    /**
     * 
     */
    given: string;
    /**
     * 
     */
    group: GroupReference;
    /**
     * 
     */
    reason: string;
}
/**
 * @type SafeAreaInsetsInput
 * Insets from 0 as {top,left,bottom,right}, {top,leading,bottom,trailing} (absent members are 0), an array or "t,l,b,r".
 * @export
 */
export type SafeAreaInsetsInput = Array<number> | SafeAreaInsetsInputOneOf | string;
/**
 * 
 * @export
 * @interface SafeAreaInsetsInputOneOf
 */
export interface SafeAreaInsetsInputOneOf {
    /**
     * A number from 0, less than 1e12.
     */
    top?: number;
    /**
     * A number from 0, less than 1e12.
     */
    left?: number;
    /**
     * A number from 0, less than 1e12.
     */
    bottom?: number;
    /**
     * A number from 0, less than 1e12.
     */
    right?: number;
    /**
     * A number from 0, less than 1e12.
     */
    leading?: number;
    /**
     * A number from 0, less than 1e12.
     */
    trailing?: number;
}
/**
 * Safe-area insets under one OS version and later (until the next newer set).
 * @export
 * @interface SafeAreaSet
 */
export interface SafeAreaSet {
    /**
     * 
     */
    os: string | null;
    /**
     * 
     */
    portrait: NullableEdgeInsets | null;
    /**
     * 
     */
    landscape: NullableEdgeInsets | null;
    /**
     * 
     */
    statusBarHidden: NullableEdgeInsets | null;
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    sources: Array<string>;
    /**
     * 
     */
    notes: string | null;
    /**
     * Other sourced values of the same figure, each with its source and why it is not the answer.
     */
    alternatives: Array<object> | null;
}
/**
 * 
 * @export
 * @interface Size
 */
export interface Size {
    /**
     * 
     */
    width: number;
    /**
     * 
     */
    height: number;
}
/**
 * 
 * @export
 * @interface SizeClassAnswer
 */
export interface SizeClassAnswer {
    /**
     * 
     */
    device: string | null;
    /**
     * As asked.
     */
    orientation: SizeClassAnswerOrientationEnum | null;
    /**
     * 
     */
    interfaceOrientation: SizeClassAnswerInterfaceOrientationEnum | null;
    /**
     * 
     */
    multitasking: string | null;
    /**
     * 
     */
    displayZoom: boolean | null;
    /**
     * The display answered; present only for a device with more than one (outer, inner).
     */
    display?: string;
    /**
     * 
     */
    resolvedFrom: Resolution | null;
    /**
     * 
     */
    idiom: SizeClassAnswerIdiomEnum;
    /**
     * 
     */
    window: Size;
    /**
     * 
     */
    horizontal: SizeClassAnswerHorizontalEnum;
    /**
     * 
     */
    vertical: SizeClassAnswerVerticalEnum;
    /**
     * 
     */
    rule: string;
    /**
     * 
     */
    confidence: SizeClassAnswerConfidenceEnum;
    /**
     * 
     */
    sources: Array<string>;
    /**
     * 
     */
    notes: string | null;
}


/**
 * @export
 */
export const SizeClassAnswerOrientationEnum = {
    Portrait: 'portrait',
    Landscape: 'landscape',
    LandscapeLeft: 'landscapeLeft',
    LandscapeRight: 'landscapeRight',
} as const;
export type SizeClassAnswerOrientationEnum = typeof SizeClassAnswerOrientationEnum[keyof typeof SizeClassAnswerOrientationEnum];

/**
 * @export
 */
export const SizeClassAnswerInterfaceOrientationEnum = {
    Portrait: 'portrait',
    LandscapeLeft: 'landscapeLeft',
    LandscapeRight: 'landscapeRight',
} as const;
export type SizeClassAnswerInterfaceOrientationEnum = typeof SizeClassAnswerInterfaceOrientationEnum[keyof typeof SizeClassAnswerInterfaceOrientationEnum];

/**
 * @export
 */
export const SizeClassAnswerIdiomEnum = {
    Phone: 'phone',
    Pad: 'pad',
    Tv: 'tv',
    Mac: 'mac',
    Vision: 'vision',
} as const;
export type SizeClassAnswerIdiomEnum = typeof SizeClassAnswerIdiomEnum[keyof typeof SizeClassAnswerIdiomEnum];

/**
 * @export
 */
export const SizeClassAnswerHorizontalEnum = {
    Compact: 'compact',
    Regular: 'regular',
} as const;
export type SizeClassAnswerHorizontalEnum = typeof SizeClassAnswerHorizontalEnum[keyof typeof SizeClassAnswerHorizontalEnum];

/**
 * @export
 */
export const SizeClassAnswerVerticalEnum = {
    Compact: 'compact',
    Regular: 'regular',
} as const;
export type SizeClassAnswerVerticalEnum = typeof SizeClassAnswerVerticalEnum[keyof typeof SizeClassAnswerVerticalEnum];

/**
 * @export
 */
export const SizeClassAnswerConfidenceEnum = {
    Sourced: 'sourced',
    Inferred: 'inferred',
    Unconfirmed: 'unconfirmed',
} as const;
export type SizeClassAnswerConfidenceEnum = typeof SizeClassAnswerConfidenceEnum[keyof typeof SizeClassAnswerConfidenceEnum];

/**
 * The same fields as GET /sizeclass. Rules across fields (stated here; breaking one is a 422): a device, or a
 * window (with an idiom); orientation, multitasking and displayZoom need a device; the old width and height
 * go together and not with window. Stated only in words (they depend on the device): the orientation must
 * be one the device has, multitasking needs an iPad with a measured window, displayZoom a sourced Display
 * Zoom window, and a watch has no size classes.
 * 
 * @export
 * @interface SizeClassRequest
 */
export interface SizeClassRequest {
    /**
     * 
     */
    device?: string;
    /**
     * 
     */
    orientation?: SizeClassRequestOrientationEnum;
    /**
     * 
     */
    multitasking?: SizeClassRequestMultitaskingEnum;
    /**
     * 
     */
    displayZoom?: boolean;
    /**
     * A display of a device with more than one (outer, inner).
     */
    display?: string;
    /**
     * 
     */
    window?: SizeInput;
    /**
     * 
     */
    idiom?: SizeClassRequestIdiomEnum;
    /**
     * Deprecated: window (with height).
     * @deprecated
     */
    width?: number;
    /**
     * Deprecated: window (with width).
     * @deprecated
     */
    height?: number;
}


/**
 * @export
 */
export const SizeClassRequestOrientationEnum = {
    Portrait: 'portrait',
    Landscape: 'landscape',
    LandscapeLeft: 'landscapeLeft',
    LandscapeRight: 'landscapeRight',
} as const;
export type SizeClassRequestOrientationEnum = typeof SizeClassRequestOrientationEnum[keyof typeof SizeClassRequestOrientationEnum];

/**
 * @export
 */
export const SizeClassRequestMultitaskingEnum = {
    Full: 'full',
    Split23: 'split-2/3',
    Split12: 'split-1/2',
    Split13: 'split-1/3',
    SlideOver: 'slide-over',
    Window: 'window',
} as const;
export type SizeClassRequestMultitaskingEnum = typeof SizeClassRequestMultitaskingEnum[keyof typeof SizeClassRequestMultitaskingEnum];

/**
 * @export
 */
export const SizeClassRequestIdiomEnum = {
    Phone: 'phone',
    Pad: 'pad',
    Tv: 'tv',
    Mac: 'mac',
    Vision: 'vision',
} as const;
export type SizeClassRequestIdiomEnum = typeof SizeClassRequestIdiomEnum[keyof typeof SizeClassRequestIdiomEnum];

/**
 * 
 * @export
 * @interface SizeClasses
 */
export interface SizeClasses {
    /**
     * 
     */
    horizontal: SizeClassesHorizontalEnum;
    /**
     * 
     */
    vertical: SizeClassesVerticalEnum;
}


/**
 * @export
 */
export const SizeClassesHorizontalEnum = {
    Compact: 'compact',
    Regular: 'regular',
} as const;
export type SizeClassesHorizontalEnum = typeof SizeClassesHorizontalEnum[keyof typeof SizeClassesHorizontalEnum];

/**
 * @export
 */
export const SizeClassesVerticalEnum = {
    Compact: 'compact',
    Regular: 'regular',
} as const;
export type SizeClassesVerticalEnum = typeof SizeClassesVerticalEnum[keyof typeof SizeClassesVerticalEnum];

/**
 * @type SizeInput
 * A size with sides greater than 0, as an object or the string "WIDTHxHEIGHT".
 * @export
 */
export type SizeInput = SizeInputOneOf | string;
/**
 * 
 * @export
 * @interface SizeInputOneOf
 */
export interface SizeInputOneOf {
    /**
     * A number greater than 0, less than 1e12.
     */
    width: number;
    /**
     * A number greater than 0, less than 1e12.
     */
    height: number;
}
/**
 * 
 * @export
 * @interface SourceSnapshot
 */
export interface SourceSnapshot {
    /**
     * The file in data/snapshots/.
     */
    file: string;
    /**
     * A code of the catalog's sources table.
     */
    source: string;
    /**
     * 
     */
    repository: string;
    /**
     * 
     */
    path: string;
    /**
     * 
     */
    commit: string | null;
    /**
     * The day the snapshot's source was current (ISO 8601).
     */
    date: string | null;
}

/**
 * A two-axis alignment (SwiftUI's `Alignment`); absent is center.
 * @export
 */
export const SwiftUIAlignment = {
    TopLeading: 'topLeading',
    Top: 'top',
    TopTrailing: 'topTrailing',
    Leading: 'leading',
    Center: 'center',
    Trailing: 'trailing',
    BottomLeading: 'bottomLeading',
    Bottom: 'bottom',
    BottomTrailing: 'bottomTrailing',
} as const;
export type SwiftUIAlignment = typeof SwiftUIAlignment[keyof typeof SwiftUIAlignment];

/**
 * `.alignmentGuide(alignment) { … }`: `alignment`, which guide (leading, horizontalCenter, trailing, top,
 * verticalCenter or bottom); `value`: a number n, SwiftUI's `.alignmentGuide(g) { _ in n }`, `{"fraction": f,
 * "of": "width" | "height"}`, SwiftUI's `{ d in f * d.width }`, or `{"guide": g, "plus": n}`, SwiftUI's `{ d in d[g]
 * + n }` (the modified view's guide g as the `alignmentGuide`s inside this one set it, else its default; one set
 * outside is never read; Apple's `{ context in context[.leading] - 10 }` indents a view by 10; a guide it reads
 * through any other view is refused): sized and placed as its content, it gives the
 * container aligning it by that guide its own value instead of the default (leading/top 0, centre half,
 * trailing/bottom the whole width or height); a guide for another alignment than the container's has no effect.
 * Read by HStack, VStack, ZStack, frame, flexibleFrame, overlay and background (the primary's guide and the
 * secondary's), through `layoutPriority`, `offset` and other `alignmentGuide` views (the outermost guide of a key
 * wins); a tree where the guide would be read again further up (SwiftUI passes explicit guides up through modifiers
 * and stacks) or by a grid, ViewThatFits, ScrollView or safe-area inset is refused with a 422 naming the guide.
 * 
 * @export
 * @interface SwiftUIAlignmentGuide
 */
export interface SwiftUIAlignmentGuide {
    /**
     * 
     */
    type: SwiftUIAlignmentGuideTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    alignment: SwiftUIAlignmentGuideAlignmentEnum;
    /**
     * 
     */
    value: SwiftUIGuideValue;
    /**
     * 
     */
    content: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUIAlignmentGuideTypeEnum = {
    AlignmentGuide: 'alignmentGuide',
} as const;
export type SwiftUIAlignmentGuideTypeEnum = typeof SwiftUIAlignmentGuideTypeEnum[keyof typeof SwiftUIAlignmentGuideTypeEnum];

/**
 * @export
 */
export const SwiftUIAlignmentGuideAlignmentEnum = {
    Leading: 'leading',
    HorizontalCenter: 'horizontalCenter',
    Trailing: 'trailing',
    Top: 'top',
    VerticalCenter: 'verticalCenter',
    Bottom: 'bottom',
} as const;
export type SwiftUIAlignmentGuideAlignmentEnum = typeof SwiftUIAlignmentGuideAlignmentEnum[keyof typeof SwiftUIAlignmentGuideAlignmentEnum];

/**
 * `.aspectRatio(ratio, contentMode:)`: `ratio` null | n > 0 (null: the content's ideal one), `contentMode` fit (default) | fill.
 * @export
 * @interface SwiftUIAspectRatio
 */
export interface SwiftUIAspectRatio {
    /**
     * 
     */
    type: SwiftUIAspectRatioTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    ratio?: number | null;
    /**
     * 
     */
    contentMode?: SwiftUIAspectRatioContentModeEnum;
    /**
     * 
     */
    content: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUIAspectRatioTypeEnum = {
    AspectRatio: 'aspectRatio',
} as const;
export type SwiftUIAspectRatioTypeEnum = typeof SwiftUIAspectRatioTypeEnum[keyof typeof SwiftUIAspectRatioTypeEnum];

/**
 * @export
 */
export const SwiftUIAspectRatioContentModeEnum = {
    Fit: 'fit',
    Fill: 'fill',
} as const;
export type SwiftUIAspectRatioContentModeEnum = typeof SwiftUIAspectRatioContentModeEnum[keyof typeof SwiftUIAspectRatioContentModeEnum];


/**
 * The axes a ScrollView scrolls, a ViewThatFits fits or a grid cell leaves unsized (SwiftUI's `Axis.Set`).
 * @export
 */
export const SwiftUIAxes = {
    Horizontal: 'horizontal',
    Vertical: 'vertical',
    Both: 'both',
} as const;
export type SwiftUIAxes = typeof SwiftUIAxes[keyof typeof SwiftUIAxes];

/**
 * `.background(alignment:) { secondary }`: `secondary` is proposed the content's size.
 * @export
 * @interface SwiftUIBackground
 */
export interface SwiftUIBackground {
    /**
     * 
     */
    type: SwiftUIBackgroundTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    alignment?: SwiftUIAlignment;
    /**
     * 
     */
    content: SwiftUIView;
    /**
     * 
     */
    secondary: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUIBackgroundTypeEnum = {
    Background: 'background',
} as const;
export type SwiftUIBackgroundTypeEnum = typeof SwiftUIBackgroundTypeEnum[keyof typeof SwiftUIBackgroundTypeEnum];

/**
 * A `Capsule()`: it takes the proposal, a nil dimension becoming 10.
 * @export
 * @interface SwiftUICapsule
 */
export interface SwiftUICapsule {
    /**
     * 
     */
    type: SwiftUICapsuleTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
}


/**
 * @export
 */
export const SwiftUICapsuleTypeEnum = {
    Capsule: 'Capsule',
} as const;
export type SwiftUICapsuleTypeEnum = typeof SwiftUICapsuleTypeEnum[keyof typeof SwiftUICapsuleTypeEnum];

/**
 * A `Circle()`: a square of the smaller proposed side, a nil dimension becoming 10.
 * @export
 * @interface SwiftUICircle
 */
export interface SwiftUICircle {
    /**
     * 
     */
    type: SwiftUICircleTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
}


/**
 * @export
 */
export const SwiftUICircleTypeEnum = {
    Circle: 'Circle',
} as const;
export type SwiftUICircleTypeEnum = typeof SwiftUICircleTypeEnum[keyof typeof SwiftUICircleTypeEnum];

/**
 * A `Color` (`color`, a name or hex; default gray): it takes the proposal, a nil dimension becoming 10. A picture fills it in its colour (the HIG's iOS system colour for a name, in the picture's colorScheme).
 * @export
 * @interface SwiftUIColor
 */
export interface SwiftUIColor {
    /**
     * 
     */
    type: SwiftUIColorTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * A SwiftUI colour name (red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray, black, white, clear, primary, secondary, accentColor) or hex (#rgb, #rrggbb, #rrggbbaa); another spelling is a 400.
     */
    color?: string;
}


/**
 * @export
 */
export const SwiftUIColorTypeEnum = {
    Color: 'Color',
} as const;
export type SwiftUIColorTypeEnum = typeof SwiftUIColorTypeEnum[keyof typeof SwiftUIColorTypeEnum];

/**
 * @type SwiftUIDimension
 * 
 * @export
 */
export type SwiftUIDimension = null | number | string;
/**
 * A `Divider()`: a line 1/`scale` thick across its stack's axis (horizontal outside a stack), as long as proposed.
 * @export
 * @interface SwiftUIDivider
 */
export interface SwiftUIDivider {
    /**
     * 
     */
    type: SwiftUIDividerTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
}


/**
 * @export
 */
export const SwiftUIDividerTypeEnum = {
    Divider: 'Divider',
} as const;
export type SwiftUIDividerTypeEnum = typeof SwiftUIDividerTypeEnum[keyof typeof SwiftUIDividerTypeEnum];


/**
 * 
 * @export
 */
export const SwiftUIEdge = {
    Top: 'top',
    Leading: 'leading',
    Bottom: 'bottom',
    Trailing: 'trailing',
} as const;
export type SwiftUIEdge = typeof SwiftUIEdge[keyof typeof SwiftUIEdge];

/**
 * @type SwiftUIEdgeSet
 * An `Edge.Set`, by name or as an array of names (their union); absent is all.
 * @export
 */
export type SwiftUIEdgeSet = Array<SwiftUIEdges> | SwiftUIEdges;

/**
 * 
 * @export
 */
export const SwiftUIEdges = {
    All: 'all',
    Horizontal: 'horizontal',
    Vertical: 'vertical',
    Top: 'top',
    Leading: 'leading',
    Bottom: 'bottom',
    Trailing: 'trailing',
} as const;
export type SwiftUIEdges = typeof SwiftUIEdges[keyof typeof SwiftUIEdges];

/**
 * Apple's `MyEqualWidthHStack` (the sample "Composing custom layouts with SwiftUI",
 * developer.apple.com/documentation/swiftui/composing_custom_layouts_with_swiftui): every child's ideal size is
 * measured (proposed nil x nil); the widest width and tallest height make maxSize; the layout is maxSize.width x n
 * plus the gaps wide and maxSize.height tall, whatever it is proposed (0 x 0 without children); each child is
 * proposed maxSize and centred in its slot, the slots maxSize.width plus a gap apart. The sample's voting buttons
 * (ideal widths 50, 90, 52, 40 tall) make 286 x 40, each button 90 wide. It merges its children's spacing on
 * every edge (a Layout's default), priority 0; its children have no stack axis (a Spacer grows on both); a guide
 * inside is refused (422).
 * 
 * @export
 * @interface SwiftUIEqualWidthHStack
 */
export interface SwiftUIEqualWidthHStack {
    /**
     * 
     */
    type: SwiftUIEqualWidthHStackTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * The gap between neighbours; absent or null: each child's preferred spacing to the next (8 between views that ask for none).
     */
    spacing?: number | null;
    /**
     * 
     */
    children?: Array<SwiftUIView>;
}


/**
 * @export
 */
export const SwiftUIEqualWidthHStackTypeEnum = {
    EqualWidthHStack: 'EqualWidthHStack',
} as const;
export type SwiftUIEqualWidthHStackTypeEnum = typeof SwiftUIEqualWidthHStackTypeEnum[keyof typeof SwiftUIEqualWidthHStackTypeEnum];

/**
 * Apple's `MyEqualWidthVStack` (the same sample): as EqualWidthHStack on the vertical axis, maxSize.width wide and
 * maxSize.height x n plus the gaps tall; each child proposed maxSize.width by the layout's own height (as the
 * sample writes it: a Rectangle takes that whole height) and centred in its slot.
 * 
 * @export
 * @interface SwiftUIEqualWidthVStack
 */
export interface SwiftUIEqualWidthVStack {
    /**
     * 
     */
    type: SwiftUIEqualWidthVStackTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * The gap between neighbours; absent or null: each child's preferred spacing to the next (8 between views that ask for none).
     */
    spacing?: number | null;
    /**
     * 
     */
    children?: Array<SwiftUIView>;
}


/**
 * @export
 */
export const SwiftUIEqualWidthVStackTypeEnum = {
    EqualWidthVStack: 'EqualWidthVStack',
} as const;
export type SwiftUIEqualWidthVStackTypeEnum = typeof SwiftUIEqualWidthVStackTypeEnum[keyof typeof SwiftUIEqualWidthVStackTypeEnum];

/**
 * 
 * @export
 * @interface SwiftUIFit
 */
export interface SwiftUIFit {
    /**
     * 
     */
    semantics: SwiftUIFitSemanticsEnum;
    /**
     * 
     */
    mode: SwiftUIFitModeEnum;
    /**
     * 
     */
    proposal: ProposedSize;
    /**
     * 
     */
    aspectRatio: number;
    /**
     * 
     */
    childProposal: ProposedSize;
    /**
     * 
     */
    flexibleSize: ProposedSize;
    /**
     * 
     */
    flexibleFrame: NullableRect | null;
    /**
     * 
     */
    fixedFrame: NullableRect | null;
    /**
     * 
     */
    scale: number | null;
    /**
     * 
     */
    rounded: boolean;
}


/**
 * @export
 */
export const SwiftUIFitSemanticsEnum = {
    Swiftui: 'swiftui',
} as const;
export type SwiftUIFitSemanticsEnum = typeof SwiftUIFitSemanticsEnum[keyof typeof SwiftUIFitSemanticsEnum];

/**
 * @export
 */
export const SwiftUIFitModeEnum = {
    Fit: 'fit',
    Fill: 'fill',
} as const;
export type SwiftUIFitModeEnum = typeof SwiftUIFitModeEnum[keyof typeof SwiftUIFitModeEnum];

/**
 * A leaf of the fixed intrinsic size `width` × `height`, like a non-resizable image. `Text` is not a type (its
 * size needs font metrics Apple does not publish for redistribution): a `Fixed` leaf of the text's size stands in.
 * 
 * @export
 * @interface SwiftUIFixed
 */
export interface SwiftUIFixed {
    /**
     * 
     */
    type: SwiftUIFixedTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    width: number;
    /**
     * 
     */
    height: number;
}


/**
 * @export
 */
export const SwiftUIFixedTypeEnum = {
    Fixed: 'Fixed',
} as const;
export type SwiftUIFixedTypeEnum = typeof SwiftUIFixedTypeEnum[keyof typeof SwiftUIFixedTypeEnum];

/**
 * `.fixedSize(horizontal:vertical:)`, each true when omitted.
 * @export
 * @interface SwiftUIFixedSize
 */
export interface SwiftUIFixedSize {
    /**
     * 
     */
    type: SwiftUIFixedSizeTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    horizontal?: boolean;
    /**
     * 
     */
    vertical?: boolean;
    /**
     * 
     */
    content: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUIFixedSizeTypeEnum = {
    FixedSize: 'fixedSize',
} as const;
export type SwiftUIFixedSizeTypeEnum = typeof SwiftUIFixedSizeTypeEnum[keyof typeof SwiftUIFixedSizeTypeEnum];

/**
 * `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: a maximum may be
 * "infinity"; inconsistent values are normalised as SwiftUI does.
 * 
 * @export
 * @interface SwiftUIFlexibleFrame
 */
export interface SwiftUIFlexibleFrame {
    /**
     * 
     */
    type: SwiftUIFlexibleFrameTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    minWidth?: number | null;
    /**
     * 
     */
    idealWidth?: number | null;
    /**
     * 
     */
    maxWidth?: SwiftUIFlexibleFrameMaxWidth;
    /**
     * 
     */
    minHeight?: number | null;
    /**
     * 
     */
    idealHeight?: number | null;
    /**
     * 
     */
    maxHeight?: SwiftUIFlexibleFrameMaxWidth;
    /**
     * 
     */
    alignment?: SwiftUIAlignment;
    /**
     * 
     */
    content: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUIFlexibleFrameTypeEnum = {
    FlexibleFrame: 'flexibleFrame',
} as const;
export type SwiftUIFlexibleFrameTypeEnum = typeof SwiftUIFlexibleFrameTypeEnum[keyof typeof SwiftUIFlexibleFrameTypeEnum];

/**
 * @type SwiftUIFlexibleFrameMaxWidth
 * 
 * @export
 */
export type SwiftUIFlexibleFrameMaxWidth = null | number | string;
/**
 * The `FlowLayout` of Apple's Food Truck sample (github.com/apple/sample-food-truck, App/General/FlowLayout.swift):
 * children at their ideal sizes, left to right, each after the gap to the previous one; a child other than a row's
 * first starts a new row when it and its gap do not fit in what is left of the proposed width (no width proposed:
 * 10, as the sample's replacingUnspecifiedDimensions gives). A row is as tall as its tallest child; the layout is as
 * wide as its widest row and as tall as its rows and the gaps between them. Each row is aligned across the layout
 * by `alignment`'s horizontal part, each child in its row by the vertical part. Six chips 30 tall (60, 80, 50,
 * 90, 40, 70 wide) in 200 pt: rows of 148, 196 and 70, the layout 196 x 106.
 * 
 * @export
 * @interface SwiftUIFlowLayout
 */
export interface SwiftUIFlowLayout {
    /**
     * 
     */
    type: SwiftUIFlowLayoutTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    alignment?: SwiftUIAlignment;
    /**
     * The gap between neighbours in a row and, without rowSpacing, between rows; absent or null: each child's preferred spacing to the previous one, and 8 between rows.
     */
    spacing?: number | null;
    /**
     * The gap between rows (this service's: the sample has one spacing for both); absent or null: spacing, else 8.
     */
    rowSpacing?: number | null;
    /**
     * 
     */
    children?: Array<SwiftUIView>;
}


/**
 * @export
 */
export const SwiftUIFlowLayoutTypeEnum = {
    FlowLayout: 'FlowLayout',
} as const;
export type SwiftUIFlowLayoutTypeEnum = typeof SwiftUIFlowLayoutTypeEnum[keyof typeof SwiftUIFlowLayoutTypeEnum];

/**
 * `.frame(width:height:alignment:)`: a size null or absent is nil (the content's own).
 * @export
 * @interface SwiftUIFrame
 */
export interface SwiftUIFrame {
    /**
     * 
     */
    type: SwiftUIFrameTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    width?: number | null;
    /**
     * 
     */
    height?: number | null;
    /**
     * 
     */
    alignment?: SwiftUIAlignment;
    /**
     * 
     */
    content: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUIFrameTypeEnum = {
    Frame: 'frame',
} as const;
export type SwiftUIFrameTypeEnum = typeof SwiftUIFrameTypeEnum[keyof typeof SwiftUIFrameTypeEnum];

/**
 * A GeometryReader node's proxy, what `GeometryProxy` reads: `size`, the reader's size, and `safeAreaInsets`, how
 * far the safe area's insets reach past the reader on each edge where its frame reaches the safe area's edge
 * (OpenSwiftUI `SafeAreaInsets.resolve`; 0 elsewhere and without a device; leading and trailing as in SwiftUI's
 * `EdgeInsets`). A reader filling an iPhone 17 Pro's safe area in portrait: 402 x 778, top 62, bottom 34; inside a
 * padding: 0 on every edge; one that ignores the safe area and fills the screen: 0 too (its frame is at the
 * screen's edges already).
 * 
 * @export
 * @interface SwiftUIGeometryProxy
 */
export interface SwiftUIGeometryProxy {
    /**
     * 
     */
    size: Size;
    /**
     * 
     */
    safeAreaInsets: SwiftUIGeometryProxySafeAreaInsets;
}
/**
 * 
 * @export
 * @interface SwiftUIGeometryProxySafeAreaInsets
 */
export interface SwiftUIGeometryProxySafeAreaInsets {
    /**
     * 
     */
    top: number;
    /**
     * 
     */
    leading: number;
    /**
     * 
     */
    bottom: number;
    /**
     * 
     */
    trailing: number;
}
/**
 * `GeometryReader { proxy in … }` with its content's views as `children`: as large as proposed, 10 on a dimension
 * not proposed (the reader gives its parent no layout computer, so its parent sizes it by SwiftUI's default: a
 * GeometryReader in a vertical ScrollView is 10 tall); each child is proposed the reader's size and sits at its
 * top-leading corner (its alignment guides not read, nor passed further up); no spacing of its own, priority 0
 * (OpenSwiftUI `GeometryReader`, `LayoutComputer.DefaultEngine`). The reader's node carries `geometry`, what its
 * proxy reads: its size and its safe-area insets.
 * 
 * @export
 * @interface SwiftUIGeometryReader
 */
export interface SwiftUIGeometryReader {
    /**
     * 
     */
    type: SwiftUIGeometryReaderTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    children?: Array<SwiftUIView>;
}


/**
 * @export
 */
export const SwiftUIGeometryReaderTypeEnum = {
    GeometryReader: 'GeometryReader',
} as const;
export type SwiftUIGeometryReaderTypeEnum = typeof SwiftUIGeometryReaderTypeEnum[keyof typeof SwiftUIGeometryReaderTypeEnum];

/**
 * `Grid(alignment:horizontalSpacing:verticalSpacing:)` (spacings null | n, null = 8); `children`: `GridRow`s and
 * views that are rows of their own spanning every column: a row's cells fill the columns in order, a column is as
 * wide as its widest cell and a row as tall as its tallest (developer.apple.com/documentation/swiftui/grid); rows
 * (50, 100) and (80, 30) with spacing 0 → 180 × 40. Each cell is proposed its rectangle and aligned in it: its
 * `gridCellAnchor`'s unit point, else its column's `gridColumnAlignment`, else the row's (vertically) or the grid's
 * alignment. Only what Apple states is laid out: a cell whose size depends on its proposal on an axis it sizes (a
 * shape, Color, Spacer or Divider without `gridCellUnsizedAxes` there), or a spanning cell wider than its columns,
 * is a 422 naming the cell (how SwiftUI shares space among flexible cells is not published).
 * 
 * @export
 * @interface SwiftUIGrid
 */
export interface SwiftUIGrid {
    /**
     * 
     */
    type: SwiftUIGridTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    horizontalSpacing?: number | null;
    /**
     * 
     */
    verticalSpacing?: number | null;
    /**
     * 
     */
    alignment?: SwiftUIAlignment;
    /**
     * 
     */
    children?: Array<SwiftUIView>;
}


/**
 * @export
 */
export const SwiftUIGridTypeEnum = {
    Grid: 'Grid',
} as const;
export type SwiftUIGridTypeEnum = typeof SwiftUIGridTypeEnum[keyof typeof SwiftUIGridTypeEnum];

/**
 * `.gridCellAnchor(UnitPoint(x:y:))`: each coordinate 0.5 when absent.
 * @export
 * @interface SwiftUIGridCellAnchor
 */
export interface SwiftUIGridCellAnchor {
    /**
     * 
     */
    type: SwiftUIGridCellAnchorTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    x?: number;
    /**
     * 
     */
    y?: number;
    /**
     * 
     */
    content: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUIGridCellAnchorTypeEnum = {
    GridCellAnchor: 'gridCellAnchor',
} as const;
export type SwiftUIGridCellAnchorTypeEnum = typeof SwiftUIGridCellAnchorTypeEnum[keyof typeof SwiftUIGridCellAnchorTypeEnum];

/**
 * `.gridCellColumns(count)`: the cell spans `count` ≥ 1 columns.
 * @export
 * @interface SwiftUIGridCellColumns
 */
export interface SwiftUIGridCellColumns {
    /**
     * 
     */
    type: SwiftUIGridCellColumnsTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    count: number;
    /**
     * 
     */
    content: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUIGridCellColumnsTypeEnum = {
    GridCellColumns: 'gridCellColumns',
} as const;
export type SwiftUIGridCellColumnsTypeEnum = typeof SwiftUIGridCellColumnsTypeEnum[keyof typeof SwiftUIGridCellColumnsTypeEnum];

/**
 * `.gridCellUnsizedAxes(axes)` (absent: both): the cell does not size its row or column there and is offered
 * what the other cells give it.
 * 
 * @export
 * @interface SwiftUIGridCellUnsizedAxes
 */
export interface SwiftUIGridCellUnsizedAxes {
    /**
     * 
     */
    type: SwiftUIGridCellUnsizedAxesTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    axes?: SwiftUIAxes;
    /**
     * 
     */
    content: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUIGridCellUnsizedAxesTypeEnum = {
    GridCellUnsizedAxes: 'gridCellUnsizedAxes',
} as const;
export type SwiftUIGridCellUnsizedAxesTypeEnum = typeof SwiftUIGridCellUnsizedAxesTypeEnum[keyof typeof SwiftUIGridCellUnsizedAxesTypeEnum];

/**
 * `.gridColumnAlignment(alignment)` (leading, center, trailing): the cell's column's alignment.
 * @export
 * @interface SwiftUIGridColumnAlignment
 */
export interface SwiftUIGridColumnAlignment {
    /**
     * 
     */
    type: SwiftUIGridColumnAlignmentTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    alignment: SwiftUIHorizontalAlignment;
    /**
     * 
     */
    content: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUIGridColumnAlignmentTypeEnum = {
    GridColumnAlignment: 'gridColumnAlignment',
} as const;
export type SwiftUIGridColumnAlignmentTypeEnum = typeof SwiftUIGridColumnAlignmentTypeEnum[keyof typeof SwiftUIGridColumnAlignmentTypeEnum];

/**
 * One column of a LazyVGrid or row of a LazyHGrid (SwiftUI's `GridItem`): `size` "flexible" (absent: the same,
 * minimum 10, maximum infinity), `{"fixed": n}`, `{"flexible": {"minimum": n, "maximum": n | "infinity"}}` or
 * `{"adaptive": {"minimum": n > 0, "maximum": n | "infinity"}}` (minimum ≤ maximum, else a 422); `spacing` ≥ 0
 * after it (and between an adaptive item's tracks), null or absent 8; `alignment` of its cells (a two-axis
 * alignment; absent: the grid's).
 * 
 * @export
 * @interface SwiftUIGridItem
 */
export interface SwiftUIGridItem {
    /**
     * 
     */
    size?: SwiftUIGridItemSize;
    /**
     * 
     */
    spacing?: number | null;
    /**
     * 
     */
    alignment?: SwiftUIGridItemAlignmentEnum;
}


/**
 * @export
 */
export const SwiftUIGridItemAlignmentEnum = {
    TopLeading: 'topLeading',
    Top: 'top',
    TopTrailing: 'topTrailing',
    Leading: 'leading',
    Center: 'center',
    Trailing: 'trailing',
    BottomLeading: 'bottomLeading',
    Bottom: 'bottom',
    BottomTrailing: 'bottomTrailing',
} as const;
export type SwiftUIGridItemAlignmentEnum = typeof SwiftUIGridItemAlignmentEnum[keyof typeof SwiftUIGridItemAlignmentEnum];

/**
 * @type SwiftUIGridItemSize
 * 
 * @export
 */
export type SwiftUIGridItemSize = SwiftUIGridItemSizeOneOf | SwiftUIGridItemSizeOneOf1 | SwiftUIGridItemSizeOneOf2 | string;
/**
 * 
 * @export
 * @interface SwiftUIGridItemSizeOneOf
 */
export interface SwiftUIGridItemSizeOneOf {
    /**
     * 
     */
    fixed: number;
}
/**
 * 
 * @export
 * @interface SwiftUIGridItemSizeOneOf1
 */
export interface SwiftUIGridItemSizeOneOf1 {
    /**
     * 
     */
    flexible: SwiftUIGridLimits;
}
/**
 * 
 * @export
 * @interface SwiftUIGridItemSizeOneOf2
 */
export interface SwiftUIGridItemSizeOneOf2 {
    /**
     * 
     */
    adaptive: SwiftUIGridItemSizeOneOf2Adaptive;
}
/**
 * 
 * @export
 * @interface SwiftUIGridItemSizeOneOf2Adaptive
 */
export interface SwiftUIGridItemSizeOneOf2Adaptive {
    /**
     * 
     */
    minimum: number;
    /**
     * 
     */
    maximum?: SwiftUIGridItemSizeOneOf2AdaptiveMaximum;
}
/**
 * @type SwiftUIGridItemSizeOneOf2AdaptiveMaximum
 * 
 * @export
 */
export type SwiftUIGridItemSizeOneOf2AdaptiveMaximum = number | string;
/**
 * 
 * @export
 * @interface SwiftUIGridLimits
 */
export interface SwiftUIGridLimits {
    /**
     * 
     */
    minimum?: number;
    /**
     * 
     */
    maximum?: SwiftUIGridItemSizeOneOf2AdaptiveMaximum;
}
/**
 * `GridRow(alignment:)` (top, center, bottom): one row of a `Grid`, its children its cells; answered over the
 * grid's width and its row's height. A `GridRow` outside a `Grid` is a 422.
 * 
 * @export
 * @interface SwiftUIGridRow
 */
export interface SwiftUIGridRow {
    /**
     * 
     */
    type: SwiftUIGridRowTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    alignment?: SwiftUIVerticalAlignment;
    /**
     * 
     */
    children?: Array<SwiftUIView>;
}


/**
 * @export
 */
export const SwiftUIGridRowTypeEnum = {
    GridRow: 'GridRow',
} as const;
export type SwiftUIGridRowTypeEnum = typeof SwiftUIGridRowTypeEnum[keyof typeof SwiftUIGridRowTypeEnum];

/**
 * `{ d in fraction * d.width }` (or `d.height`).
 * @export
 * @interface SwiftUIGuideFraction
 */
export interface SwiftUIGuideFraction {
    /**
     * 
     */
    fraction: number;
    /**
     * 
     */
    of: SwiftUIGuideFractionOfEnum;
}


/**
 * @export
 */
export const SwiftUIGuideFractionOfEnum = {
    Width: 'width',
    Height: 'height',
} as const;
export type SwiftUIGuideFractionOfEnum = typeof SwiftUIGuideFractionOfEnum[keyof typeof SwiftUIGuideFractionOfEnum];

/**
 * `{ d in d[guide] + plus }` (`plus` 0 when absent): the modified view's guide, explicit or default.
 * @export
 * @interface SwiftUIGuideRead
 */
export interface SwiftUIGuideRead {
    /**
     * 
     */
    guide: SwiftUIGuideReadGuideEnum;
    /**
     * 
     */
    plus?: number;
}


/**
 * @export
 */
export const SwiftUIGuideReadGuideEnum = {
    Leading: 'leading',
    HorizontalCenter: 'horizontalCenter',
    Trailing: 'trailing',
    Top: 'top',
    VerticalCenter: 'verticalCenter',
    Bottom: 'bottom',
} as const;
export type SwiftUIGuideReadGuideEnum = typeof SwiftUIGuideReadGuideEnum[keyof typeof SwiftUIGuideReadGuideEnum];

/**
 * @type SwiftUIGuideValue
 * An alignment guide's value: a number n, a fraction of the view's width or height, or another of its guides plus n.
 * @export
 */
export type SwiftUIGuideValue = SwiftUIGuideFraction | SwiftUIGuideRead | number;
/**
 * `HStack(alignment:spacing:)`: `spacing` null is the system spacing; `alignment` top, center, bottom.
 * @export
 * @interface SwiftUIHStack
 */
export interface SwiftUIHStack {
    /**
     * 
     */
    type: SwiftUIHStackTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    spacing?: number | null;
    /**
     * 
     */
    alignment?: SwiftUIVerticalAlignment;
    /**
     * 
     */
    children?: Array<SwiftUIView>;
}


/**
 * @export
 */
export const SwiftUIHStackTypeEnum = {
    HStack: 'HStack',
} as const;
export type SwiftUIHStackTypeEnum = typeof SwiftUIHStackTypeEnum[keyof typeof SwiftUIHStackTypeEnum];


/**
 * A `HorizontalAlignment` (a VStack's, a LazyVGrid's, a grid column's); absent is center.
 * @export
 */
export const SwiftUIHorizontalAlignment = {
    Leading: 'leading',
    Center: 'center',
    Trailing: 'trailing',
} as const;
export type SwiftUIHorizontalAlignment = typeof SwiftUIHorizontalAlignment[keyof typeof SwiftUIHorizontalAlignment];

/**
 * `.ignoresSafeArea(edges:)` (`edges`: all (default), horizontal, vertical, top, leading, bottom, trailing, or an
 * array of them): sized as its content, which grows into the safe-area insets on those edges where the view reaches
 * the safe area's edge: only with a `device`.
 * 
 * @export
 * @interface SwiftUIIgnoresSafeArea
 */
export interface SwiftUIIgnoresSafeArea {
    /**
     * 
     */
    type: SwiftUIIgnoresSafeAreaTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    edges?: SwiftUIEdgeSet;
    /**
     * 
     */
    content: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUIIgnoresSafeAreaTypeEnum = {
    IgnoresSafeArea: 'ignoresSafeArea',
} as const;
export type SwiftUIIgnoresSafeAreaTypeEnum = typeof SwiftUIIgnoresSafeAreaTypeEnum[keyof typeof SwiftUIIgnoresSafeAreaTypeEnum];

/**
 * An `Image` of intrinsic size `width` × `height`; `resizable` true: it takes each proposed dimension.
 * `scaledToFit()` / `scaledToFill()` are `aspectRatio` with `ratio` null and `contentMode` fit / fill over it.
 * 
 * @export
 * @interface SwiftUIImage
 */
export interface SwiftUIImage {
    /**
     * 
     */
    type: SwiftUIImageTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    width: number;
    /**
     * 
     */
    height: number;
    /**
     * 
     */
    resizable?: boolean;
}


/**
 * @export
 */
export const SwiftUIImageTypeEnum = {
    Image: 'Image',
} as const;
export type SwiftUIImageTypeEnum = typeof SwiftUIImageTypeEnum[keyof typeof SwiftUIImageTypeEnum];

/**
 * 
 * @export
 * @interface SwiftUILayoutAnswer
 */
export interface SwiftUILayoutAnswer {
    /**
     * 
     */
    size: Size;
    /**
     * 
     */
    scale: number;
    /**
     * 
     */
    region: SwiftUILayoutAnswerRegion | null;
    /**
     * 
     */
    nodes: Array<SwiftUILayoutNode>;
}
/**
 * The region a hosted root was proposed and centred in, in screen coordinates; null without a device.
 * @export
 * @interface SwiftUILayoutAnswerRegion
 */
export interface SwiftUILayoutAnswerRegion {
    /**
     * 
     */
    name: SwiftUILayoutAnswerRegionNameEnum;
    /**
     * 
     */
    frame: Rect;
}


/**
 * @export
 */
export const SwiftUILayoutAnswerRegionNameEnum = {
    Window: 'window',
    SafeArea: 'safeArea',
} as const;
export type SwiftUILayoutAnswerRegionNameEnum = typeof SwiftUILayoutAnswerRegionNameEnum[keyof typeof SwiftUILayoutAnswerRegionNameEnum];

/**
 * 
 * @export
 * @interface SwiftUILayoutNode
 */
export interface SwiftUILayoutNode {
    /**
     * Child indices from the root "0", joined by ".".
     */
    path: string;
    /**
     * The view's id
     */
    id: string | null;
    /**
     * The view's type, as in the request.
     */
    type: string;
    /**
     * 
     */
    frame: Rect;
    /**
     * 
     */
    pixelFrame: Rect;
    /**
     * 
     */
    proposal: SwiftUINodeProposal;
    /**
     * 
     */
    text?: SwiftUITextLayout;
    /**
     * 
     */
    geometry?: SwiftUIGeometryProxy;
}
/**
 * `.layoutPriority(value)`.
 * @export
 * @interface SwiftUILayoutPriority
 */
export interface SwiftUILayoutPriority {
    /**
     * 
     */
    type: SwiftUILayoutPriorityTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    value: number;
    /**
     * 
     */
    content: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUILayoutPriorityTypeEnum = {
    LayoutPriority: 'layoutPriority',
} as const;
export type SwiftUILayoutPriorityTypeEnum = typeof SwiftUILayoutPriorityTypeEnum[keyof typeof SwiftUILayoutPriorityTypeEnum];

/**
 * The view and the root proposal: `proposal`, or `device` (with `orientation`, `region`, and on an iPad
 * `multitasking` or `window`), not both (a request breaking a rule across fields is a 422). A `sizeClass` view
 * reads the device's size classes as `/sizeclass` answers them for that orientation, display and window (tvOS
 * and visionOS: its rule, regular × regular); an Apple Watch has none, so a tree with a `sizeClass` on a watch
 * is a 422 naming the device. On a bare proposal it reads `horizontalSizeClass` / `verticalSizeClass`, each
 * required where a `sizeClass` reads its axis (422 naming the member), refused with a device (422).
 * 
 * @export
 * @interface SwiftUILayoutRequest
 */
export interface SwiftUILayoutRequest {
    /**
     * 
     */
    proposal?: ProposedSizeInput;
    /**
     * A model id, name, hardware identifier or group: its region is the proposal.
     */
    device?: string;
    /**
     * 
     */
    orientation?: SwiftUILayoutRequestOrientationEnum;
    /**
     * safeArea (default: the root is proposed the safe area and centred in it, as a UIHostingController does) or window (the whole screen, as with safeAreaRegions = []); the catalog has no keyboard frames (422).
     */
    region?: SwiftUILayoutRequestRegionEnum;
    /**
     * With a device that has more than one display (the iPhone Duo): outer (default) or inner.
     */
    display?: string;
    /**
     * Pixels per point for pixelFrame (default: the device's, else 1).
     */
    scale?: number;
    /**
     * With an iPad device: its measured Split View or Slide Over window as /sizeclass answers it (window: the size given by window), at the screen's top-left, keeping the screen's safe-area insets on the edges it shares with the screen.
     */
    multitasking?: SwiftUILayoutRequestMultitaskingEnum;
    /**
     * With an iPad device running iPadOS 26: a freely sized window WIDTHxHEIGHT that fits the screen, placed as multitasking's.
     */
    window?: string;
    /**
     * With a proposal: the horizontal size class a sizeClass view reads.
     */
    horizontalSizeClass?: SwiftUILayoutRequestHorizontalSizeClassEnum;
    /**
     * With a proposal: the vertical size class a sizeClass view reads.
     */
    verticalSizeClass?: SwiftUILayoutRequestVerticalSizeClassEnum;
    /**
     * The Dynamic Type size Text styles are drawn at (SwiftUI's DynamicTypeSize; large by default), by the HIG's table.
     */
    dynamicTypeSize?: SwiftUILayoutRequestDynamicTypeSizeEnum;
    /**
     * SwiftUI's layout direction (leftToRight by default): rightToLeft mirrors the layout about the root (the screen when hosted), as SwiftUI flips its coordinate space; a Text's lines align from the right.
     */
    layoutDirection?: SwiftUILayoutRequestLayoutDirectionEnum;
    /**
     * 
     */
    view: SwiftUIView;
    /**
     * svg: the answer drawn as a picture.
     */
    format?: SwiftUILayoutRequestFormatEnum;
    /**
     * Pictures only: screen pixels per point.
     */
    zoom?: number;
    /**
     * Pictures only: false leaves the legend out (default true).
     */
    legend?: boolean;
    /**
     * Pictures only: false leaves the labels out (default true).
     */
    labels?: boolean;
    /**
     * Pictures only: light (default) or dark colours, chosen by the request, not the viewer.
     */
    colorScheme?: SwiftUILayoutRequestColorSchemeEnum;
    /**
     * Pictures only: figma writes every colour as an attribute (no <style>) and bare ids as layer names.
     */
    _export?: SwiftUILayoutRequestExportEnum;
}


/**
 * @export
 */
export const SwiftUILayoutRequestOrientationEnum = {
    Portrait: 'portrait',
    Landscape: 'landscape',
    LandscapeLeft: 'landscapeLeft',
    LandscapeRight: 'landscapeRight',
} as const;
export type SwiftUILayoutRequestOrientationEnum = typeof SwiftUILayoutRequestOrientationEnum[keyof typeof SwiftUILayoutRequestOrientationEnum];

/**
 * @export
 */
export const SwiftUILayoutRequestRegionEnum = {
    Window: 'window',
    SafeArea: 'safeArea',
    Keyboard: 'keyboard',
} as const;
export type SwiftUILayoutRequestRegionEnum = typeof SwiftUILayoutRequestRegionEnum[keyof typeof SwiftUILayoutRequestRegionEnum];

/**
 * @export
 */
export const SwiftUILayoutRequestMultitaskingEnum = {
    Full: 'full',
    Split23: 'split-2/3',
    Split12: 'split-1/2',
    Split13: 'split-1/3',
    SlideOver: 'slide-over',
    Window: 'window',
} as const;
export type SwiftUILayoutRequestMultitaskingEnum = typeof SwiftUILayoutRequestMultitaskingEnum[keyof typeof SwiftUILayoutRequestMultitaskingEnum];

/**
 * @export
 */
export const SwiftUILayoutRequestHorizontalSizeClassEnum = {
    Compact: 'compact',
    Regular: 'regular',
} as const;
export type SwiftUILayoutRequestHorizontalSizeClassEnum = typeof SwiftUILayoutRequestHorizontalSizeClassEnum[keyof typeof SwiftUILayoutRequestHorizontalSizeClassEnum];

/**
 * @export
 */
export const SwiftUILayoutRequestVerticalSizeClassEnum = {
    Compact: 'compact',
    Regular: 'regular',
} as const;
export type SwiftUILayoutRequestVerticalSizeClassEnum = typeof SwiftUILayoutRequestVerticalSizeClassEnum[keyof typeof SwiftUILayoutRequestVerticalSizeClassEnum];

/**
 * @export
 */
export const SwiftUILayoutRequestDynamicTypeSizeEnum = {
    XSmall: 'xSmall',
    Small: 'small',
    Medium: 'medium',
    Large: 'large',
    XLarge: 'xLarge',
    XxLarge: 'xxLarge',
    XxxLarge: 'xxxLarge',
    Accessibility1: 'accessibility1',
    Accessibility2: 'accessibility2',
    Accessibility3: 'accessibility3',
    Accessibility4: 'accessibility4',
    Accessibility5: 'accessibility5',
} as const;
export type SwiftUILayoutRequestDynamicTypeSizeEnum = typeof SwiftUILayoutRequestDynamicTypeSizeEnum[keyof typeof SwiftUILayoutRequestDynamicTypeSizeEnum];

/**
 * @export
 */
export const SwiftUILayoutRequestLayoutDirectionEnum = {
    LeftToRight: 'leftToRight',
    RightToLeft: 'rightToLeft',
} as const;
export type SwiftUILayoutRequestLayoutDirectionEnum = typeof SwiftUILayoutRequestLayoutDirectionEnum[keyof typeof SwiftUILayoutRequestLayoutDirectionEnum];

/**
 * @export
 */
export const SwiftUILayoutRequestFormatEnum = {
    Json: 'json',
    Svg: 'svg',
} as const;
export type SwiftUILayoutRequestFormatEnum = typeof SwiftUILayoutRequestFormatEnum[keyof typeof SwiftUILayoutRequestFormatEnum];

/**
 * @export
 */
export const SwiftUILayoutRequestColorSchemeEnum = {
    Light: 'light',
    Dark: 'dark',
} as const;
export type SwiftUILayoutRequestColorSchemeEnum = typeof SwiftUILayoutRequestColorSchemeEnum[keyof typeof SwiftUILayoutRequestColorSchemeEnum];

/**
 * @export
 */
export const SwiftUILayoutRequestExportEnum = {
    Figma: 'figma',
} as const;
export type SwiftUILayoutRequestExportEnum = typeof SwiftUILayoutRequestExportEnum[keyof typeof SwiftUILayoutRequestExportEnum];

/**
 * `LazyHGrid(rows:alignment:spacing:)`: `rows`, 1 to 100 `SwiftUIGridItem`s; `spacing` between columns;
 * `alignment` top, center, bottom; laid out as a LazyVGrid with the axes swapped.
 * 
 * @export
 * @interface SwiftUILazyHGrid
 */
export interface SwiftUILazyHGrid {
    /**
     * 
     */
    type: SwiftUILazyHGridTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    rows: Array<SwiftUIGridItem>;
    /**
     * 
     */
    spacing?: number | null;
    /**
     * 
     */
    alignment?: SwiftUIVerticalAlignment;
    /**
     * 
     */
    children?: Array<SwiftUIView>;
}


/**
 * @export
 */
export const SwiftUILazyHGridTypeEnum = {
    LazyHGrid: 'LazyHGrid',
} as const;
export type SwiftUILazyHGridTypeEnum = typeof SwiftUILazyHGridTypeEnum[keyof typeof SwiftUILazyHGridTypeEnum];

/**
 * `LazyVGrid(columns:alignment:spacing:)`: `columns`, 1 to 100 `SwiftUIGridItem`s; `spacing` null | n between
 * rows, null = 8; `alignment` leading, center, trailing: where a cell sits across its column when its item gives no
 * `alignment`; rows are centred. The items share
 * the proposed width (a LazyHGrid's height) as SwiftUI's grids do (objc.io/blog/2020/11/23/grid-layout): each item's
 * spacing but the last one's is set aside, fixed items take their size first, the others in order their share of
 * what is left (flexible: clamped to its limits; adaptive: as many tracks of at least its minimum as fit, each at
 * most its maximum); the grid is as wide as that, and its tracks are shared out again in that width. Cells fill the
 * tracks row by row (a LazyHGrid: column by column), each proposed its track's width and no height (its ideal
 * height: a Rectangle is 10 tall); a row is as tall as its tallest cell; the grid is as tall as its rows, whatever
 * height is proposed. A proposal of null or "infinity" across is taken as 0 (no source states that case). One
 * adaptive(minimum: 80) item in 390 → 4 columns of 91.5.
 * 
 * @export
 * @interface SwiftUILazyVGrid
 */
export interface SwiftUILazyVGrid {
    /**
     * 
     */
    type: SwiftUILazyVGridTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    columns: Array<SwiftUIGridItem>;
    /**
     * 
     */
    spacing?: number | null;
    /**
     * 
     */
    alignment?: SwiftUIHorizontalAlignment;
    /**
     * 
     */
    children?: Array<SwiftUIView>;
}


/**
 * @export
 */
export const SwiftUILazyVGridTypeEnum = {
    LazyVGrid: 'LazyVGrid',
} as const;
export type SwiftUILazyVGridTypeEnum = typeof SwiftUILazyVGridTypeEnum[keyof typeof SwiftUILazyVGridTypeEnum];

/**
 * The proposal of a view's final placement pass. A dimension is null (the ideal size), a number, "infinity", or
 * "nan" where SwiftUI's arithmetic proposes NaN (aspectRatio(nil) over an ideal size of 100 x 0 proposed
 * 200 x 100 with fill: 0 x infinity is NaN); the view's frame is still finite (else the answer is a 422).
 * 
 * @export
 * @interface SwiftUINodeProposal
 */
export interface SwiftUINodeProposal {
    /**
     * 
     */
    width: SwiftUIDimension;
    /**
     * 
     */
    height: SwiftUIDimension;
}
/**
 * `.offset(x:y:)`, each 0 when absent.
 * @export
 * @interface SwiftUIOffset
 */
export interface SwiftUIOffset {
    /**
     * 
     */
    type: SwiftUIOffsetTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    x?: number;
    /**
     * 
     */
    y?: number;
    /**
     * 
     */
    content: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUIOffsetTypeEnum = {
    Offset: 'offset',
} as const;
export type SwiftUIOffsetTypeEnum = typeof SwiftUIOffsetTypeEnum[keyof typeof SwiftUIOffsetTypeEnum];

/**
 * `.overlay(alignment:) { secondary }`: `secondary` is proposed the content's size.
 * @export
 * @interface SwiftUIOverlay
 */
export interface SwiftUIOverlay {
    /**
     * 
     */
    type: SwiftUIOverlayTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    alignment?: SwiftUIAlignment;
    /**
     * 
     */
    content: SwiftUIView;
    /**
     * 
     */
    secondary: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUIOverlayTypeEnum = {
    Overlay: 'overlay',
} as const;
export type SwiftUIOverlayTypeEnum = typeof SwiftUIOverlayTypeEnum[keyof typeof SwiftUIOverlayTypeEnum];

/**
 * `.padding`: `top`, `leading`, `bottom`, `trailing` (the others 0), or `length` for every edge (not both),
 * or none (or `length` null) for 16; negative allowed.
 * 
 * @export
 * @interface SwiftUIPadding
 */
export interface SwiftUIPadding {
    /**
     * 
     */
    type: SwiftUIPaddingTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    top?: number;
    /**
     * 
     */
    leading?: number;
    /**
     * 
     */
    bottom?: number;
    /**
     * 
     */
    trailing?: number;
    /**
     * 
     */
    length?: number | null;
    /**
     * 
     */
    content: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUIPaddingTypeEnum = {
    Padding: 'padding',
} as const;
export type SwiftUIPaddingTypeEnum = typeof SwiftUIPaddingTypeEnum[keyof typeof SwiftUIPaddingTypeEnum];

/**
 * `.position(x:y:)`, each 0 when absent: as large as proposed (where a dimension is not proposed, its content's
 * size there), its content proposed that size with its centre at (`x`, `y`) from the modifier's top-leading corner
 * (OpenSwiftUI `_PositionLayout`); no spacing of its own, priority 0, its content's alignment guides not read. A
 * 50 x 50 view at x 50, y 50 proposed 100 x 100 sits at (25, 25) in a 100 x 100 modifier.
 * 
 * @export
 * @interface SwiftUIPosition
 */
export interface SwiftUIPosition {
    /**
     * 
     */
    type: SwiftUIPositionTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    x?: number;
    /**
     * 
     */
    y?: number;
    /**
     * 
     */
    content: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUIPositionTypeEnum = {
    Position: 'position',
} as const;
export type SwiftUIPositionTypeEnum = typeof SwiftUIPositionTypeEnum[keyof typeof SwiftUIPositionTypeEnum];

/**
 * Apple's `MyRadialLayout` (the same sample): as large as proposed (10 where nothing is proposed); each child at its
 * ideal size, centred on the circle of radius min(width, height) / 3 about the layout's centre, child k at k x
 * 360 / n degrees clockwise from the top. Three 50 x 50 avatars proposed 300 x 300 are centred at (150, 50),
 * (236.6, 200) and (63.4, 200). `ranks` are the sample's `Rank` layout values: with three children ranked not
 * all alike, the circle turns (the sample's getOffset) so that they read in rank order from the top.
 * 
 * @export
 * @interface SwiftUIRadialLayout
 */
export interface SwiftUIRadialLayout {
    /**
     * 
     */
    type: SwiftUIRadialLayoutTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * One rank a child (a 422 otherwise); absent: every rank 1.
     */
    ranks?: Array<number>;
    /**
     * 
     */
    children?: Array<SwiftUIView>;
}


/**
 * @export
 */
export const SwiftUIRadialLayoutTypeEnum = {
    RadialLayout: 'RadialLayout',
} as const;
export type SwiftUIRadialLayoutTypeEnum = typeof SwiftUIRadialLayoutTypeEnum[keyof typeof SwiftUIRadialLayoutTypeEnum];

/**
 * Rects as columns, one entry a node in the tree's order.
 * @export
 * @interface SwiftUIRectColumns
 */
export interface SwiftUIRectColumns {
    /**
     * 
     */
    x: Array<number>;
    /**
     * 
     */
    y: Array<number>;
    /**
     * 
     */
    width: Array<number>;
    /**
     * 
     */
    height: Array<number>;
}
/**
 * A `Rectangle()`: it takes the proposal, a nil dimension becoming 10.
 * @export
 * @interface SwiftUIRectangle
 */
export interface SwiftUIRectangle {
    /**
     * 
     */
    type: SwiftUIRectangleTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
}


/**
 * @export
 */
export const SwiftUIRectangleTypeEnum = {
    Rectangle: 'Rectangle',
} as const;
export type SwiftUIRectangleTypeEnum = typeof SwiftUIRectangleTypeEnum[keyof typeof SwiftUIRectangleTypeEnum];

/**
 * `RoundedRectangle(cornerRadius:)`: it takes the proposal, a nil dimension becoming 10.
 * @export
 * @interface SwiftUIRoundedRectangle
 */
export interface SwiftUIRoundedRectangle {
    /**
     * 
     */
    type: SwiftUIRoundedRectangleTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    cornerRadius?: number;
}


/**
 * @export
 */
export const SwiftUIRoundedRectangleTypeEnum = {
    RoundedRectangle: 'RoundedRectangle',
} as const;
export type SwiftUIRoundedRectangleTypeEnum = typeof SwiftUIRoundedRectangleTypeEnum[keyof typeof SwiftUIRoundedRectangleTypeEnum];

/**
 * `.safeAreaInset(edge:alignment:spacing:) { secondary }`: `edge` top, leading, bottom, trailing; `alignment`
 * across it (leading/center/trailing for top and bottom, top/center/bottom for leading and trailing; another is a
 * 422); `spacing` null | n; `secondary` is the inset view on that edge: the content takes the rest, in a safe area
 * inset by it.
 * 
 * @export
 * @interface SwiftUISafeAreaInset
 */
export interface SwiftUISafeAreaInset {
    /**
     * 
     */
    type: SwiftUISafeAreaInsetTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    edge: SwiftUIEdge;
    /**
     * 
     */
    alignment?: SwiftUISafeAreaInsetAlignmentEnum;
    /**
     * 
     */
    spacing?: number | null;
    /**
     * 
     */
    content: SwiftUIView;
    /**
     * 
     */
    secondary: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUISafeAreaInsetTypeEnum = {
    SafeAreaInset: 'safeAreaInset',
} as const;
export type SwiftUISafeAreaInsetTypeEnum = typeof SwiftUISafeAreaInsetTypeEnum[keyof typeof SwiftUISafeAreaInsetTypeEnum];

/**
 * @export
 */
export const SwiftUISafeAreaInsetAlignmentEnum = {
    Leading: 'leading',
    Center: 'center',
    Trailing: 'trailing',
    Top: 'top',
    Bottom: 'bottom',
} as const;
export type SwiftUISafeAreaInsetAlignmentEnum = typeof SwiftUISafeAreaInsetAlignmentEnum[keyof typeof SwiftUISafeAreaInsetAlignmentEnum];

/**
 * `.safeAreaPadding(edges, length)` (`length` null or absent 16) or by `top`, `leading`, `bottom`, `trailing`
 * ≥ 0 (not with `edges` or `length`: a 422): the content inset, its safe area too.
 * 
 * @export
 * @interface SwiftUISafeAreaPadding
 */
export interface SwiftUISafeAreaPadding {
    /**
     * 
     */
    type: SwiftUISafeAreaPaddingTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    edges?: SwiftUIEdgeSet;
    /**
     * 
     */
    length?: number | null;
    /**
     * 
     */
    top?: number;
    /**
     * 
     */
    leading?: number;
    /**
     * 
     */
    bottom?: number;
    /**
     * 
     */
    trailing?: number;
    /**
     * 
     */
    content: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUISafeAreaPaddingTypeEnum = {
    SafeAreaPadding: 'safeAreaPadding',
} as const;
export type SwiftUISafeAreaPaddingTypeEnum = typeof SwiftUISafeAreaPaddingTypeEnum[keyof typeof SwiftUISafeAreaPaddingTypeEnum];

/**
 * `ScrollView(axes)` (`axes` vertical (default), horizontal, both) over `content`: the content is proposed null
 * (its ideal size) on the scrolled axes and the proposal on the others, and sits at the ScrollView's origin
 * (scrolled to its start); the ScrollView is as large as proposed on the scrolled axes (as its content where
 * nothing is proposed there: no source states that case) and as its content on the others
 * (swiftuifieldguide.com/layout/scrollview; Apple's documentation states no size rule); an unbounded proposal on a
 * scrolled axis makes an infinite frame (422).
 * 
 * @export
 * @interface SwiftUIScrollView
 */
export interface SwiftUIScrollView {
    /**
     * 
     */
    type: SwiftUIScrollViewTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    axes?: SwiftUIAxes;
    /**
     * 
     */
    content: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUIScrollViewTypeEnum = {
    ScrollView: 'ScrollView',
} as const;
export type SwiftUIScrollViewTypeEnum = typeof SwiftUIScrollViewTypeEnum[keyof typeof SwiftUIScrollViewTypeEnum];

/**
 * 
 * @export
 * @interface SwiftUISheetAnswer
 */
export interface SwiftUISheetAnswer {
    /**
     * 
     */
    region: SwiftUISheetAnswerRegionEnum;
    /**
     * The contexts hosted.
     */
    contexts: number;
    /**
     * Groups × views read (both children of every sizeClass): the layouts.
     */
    cost: number;
    /**
     * 
     */
    groups: Array<SwiftUISheetAnswerGroupsInner>;
    /**
     * 
     */
    views: Array<SwiftUISheetAnswerViewsInner>;
    /**
     * 
     */
    findings: Array<SwiftUISheetFinding>;
    /**
     * 
     */
    skipped: Array<SwiftUISheetAnswerSkippedInner>;
}


/**
 * @export
 */
export const SwiftUISheetAnswerRegionEnum = {
    Window: 'window',
    SafeArea: 'safeArea',
} as const;
export type SwiftUISheetAnswerRegionEnum = typeof SwiftUISheetAnswerRegionEnum[keyof typeof SwiftUISheetAnswerRegionEnum];

/**
 * 
 * @export
 * @interface SwiftUISheetAnswerGroupsInner
 */
export interface SwiftUISheetAnswerGroupsInner {
    /**
     * 
     */
    contexts: Array<SwiftUISheetContext>;
    /**
     * 
     */
    window: Rect;
    /**
     * 
     */
    insets: EdgeInsets;
    /**
     * 
     */
    scale: number;
    /**
     * 
     */
    sizeClasses: SwiftUISheetAnswerGroupsInnerSizeClasses | null;
    /**
     * 
     */
    layout: SwiftUILayoutAnswer;
    /**
     * The first 64 findings, in the views' order; the sheet's findings merge these.
     */
    findings: Array<SwiftUISheetFinding>;
    /**
     * The findings past the first 64
     */
    findingsLeftOut: number;
}
/**
 * 
 * @export
 * @interface SwiftUISheetAnswerGroupsInnerSizeClasses
 */
export interface SwiftUISheetAnswerGroupsInnerSizeClasses {
    /**
     * 
     */
    horizontal: SwiftUISheetAnswerGroupsInnerSizeClassesHorizontalEnum;
    /**
     * 
     */
    vertical: SwiftUISheetAnswerGroupsInnerSizeClassesVerticalEnum;
}


/**
 * @export
 */
export const SwiftUISheetAnswerGroupsInnerSizeClassesHorizontalEnum = {
    Compact: 'compact',
    Regular: 'regular',
} as const;
export type SwiftUISheetAnswerGroupsInnerSizeClassesHorizontalEnum = typeof SwiftUISheetAnswerGroupsInnerSizeClassesHorizontalEnum[keyof typeof SwiftUISheetAnswerGroupsInnerSizeClassesHorizontalEnum];

/**
 * @export
 */
export const SwiftUISheetAnswerGroupsInnerSizeClassesVerticalEnum = {
    Compact: 'compact',
    Regular: 'regular',
} as const;
export type SwiftUISheetAnswerGroupsInnerSizeClassesVerticalEnum = typeof SwiftUISheetAnswerGroupsInnerSizeClassesVerticalEnum[keyof typeof SwiftUISheetAnswerGroupsInnerSizeClassesVerticalEnum];

/**
 * 
 * @export
 * @interface SwiftUISheetAnswerSkippedInner
 */
export interface SwiftUISheetAnswerSkippedInner {
    /**
     * 
     */
    context: SwiftUISheetContext;
    /**
     * 
     */
    reason: string;
}
/**
 * 
 * @export
 * @interface SwiftUISheetAnswerViewsInner
 */
export interface SwiftUISheetAnswerViewsInner {
    /**
     * 
     */
    path: string;
    /**
     * 
     */
    id: string | null;
    /**
     * 
     */
    type: string;
    /**
     * 
     */
    sizes: Array<SwiftUISheetAnswerViewsInnerSizesInner>;
}
/**
 * 
 * @export
 * @interface SwiftUISheetAnswerViewsInnerSizesInner
 */
export interface SwiftUISheetAnswerViewsInnerSizesInner {
    /**
     * 
     */
    size: Size;
    /**
     * 
     */
    groups: Array<number>;
}
/**
 * The sheet asked with form columns: as compact, each group's frames, pixel frames and proposals as columns.
 * @export
 * @interface SwiftUISheetColumnsAnswer
 */
export interface SwiftUISheetColumnsAnswer {
    /**
     * 
     */
    form: SwiftUISheetColumnsAnswerFormEnum;
    /**
     * 
     */
    region: SwiftUISheetColumnsAnswerRegionEnum;
    /**
     * The contexts hosted.
     */
    contexts: number;
    /**
     * Groups × views read (both children of every sizeClass): the layouts.
     */
    cost: number;
    /**
     * Each distinct node list of the groups (one without sizeClass views), written once.
     */
    trees: Array<Array<SwiftUISheetCompactAnswerTreesInnerInner>>;
    /**
     * 
     */
    groups: Array<SwiftUISheetColumnsGroup>;
    /**
     * 
     */
    findings: Array<SwiftUISheetFinding>;
    /**
     * 
     */
    skipped: Array<SwiftUISheetAnswerSkippedInner>;
}


/**
 * @export
 */
export const SwiftUISheetColumnsAnswerFormEnum = {
    Columns: 'columns',
} as const;
export type SwiftUISheetColumnsAnswerFormEnum = typeof SwiftUISheetColumnsAnswerFormEnum[keyof typeof SwiftUISheetColumnsAnswerFormEnum];

/**
 * @export
 */
export const SwiftUISheetColumnsAnswerRegionEnum = {
    Window: 'window',
    SafeArea: 'safeArea',
} as const;
export type SwiftUISheetColumnsAnswerRegionEnum = typeof SwiftUISheetColumnsAnswerRegionEnum[keyof typeof SwiftUISheetColumnsAnswerRegionEnum];

/**
 * 
 * @export
 * @interface SwiftUISheetColumnsGroup
 */
export interface SwiftUISheetColumnsGroup {
    /**
     * 
     */
    contexts: Array<SwiftUISheetContext>;
    /**
     * 
     */
    window: Rect;
    /**
     * 
     */
    insets: EdgeInsets;
    /**
     * 
     */
    scale: number;
    /**
     * 
     */
    sizeClasses: SwiftUISheetAnswerGroupsInnerSizeClasses | null;
    /**
     * The index in trees of this group's node list.
     */
    tree: number;
    /**
     * 
     */
    size: Size;
    /**
     * 
     */
    region: SwiftUISheetCompactGroupRegion | null;
    /**
     * 
     */
    frames: SwiftUIRectColumns;
    /**
     * 
     */
    pixelFrames: SwiftUIRectColumns;
    /**
     * 
     */
    proposals: SwiftUISheetColumnsGroupProposals;
    /**
     * The group's Text nodes, each its node's index in the tree and its lines as /swiftui/layout gives them.
     */
    text: Array<SwiftUISheetCompactGroupTextInner>;
    /**
     * The group's GeometryReader nodes, each its node's index and its proxy.
     */
    geometry: Array<SwiftUISheetCompactGroupGeometryInner>;
    /**
     * 
     */
    findings: Array<SwiftUISheetFinding>;
    /**
     * 
     */
    findingsLeftOut: number;
}
/**
 * Each node's final proposal, as columns (null, a number, "infinity" or "nan").
 * @export
 * @interface SwiftUISheetColumnsGroupProposals
 */
export interface SwiftUISheetColumnsGroupProposals {
    /**
     * 
     */
    width: Array<SwiftUIDimension>;
    /**
     * 
     */
    height: Array<SwiftUIDimension>;
}
/**
 * The sheet asked with form compact: the groups, findings and skipped contexts of the full answer; each group's layout as the numbers of its tree's nodes, in order.
 * @export
 * @interface SwiftUISheetCompactAnswer
 */
export interface SwiftUISheetCompactAnswer {
    /**
     * 
     */
    form: SwiftUISheetCompactAnswerFormEnum;
    /**
     * 
     */
    region: SwiftUISheetCompactAnswerRegionEnum;
    /**
     * The contexts hosted.
     */
    contexts: number;
    /**
     * Groups × views read (both children of every sizeClass): the layouts.
     */
    cost: number;
    /**
     * Each distinct node list of the groups (one without sizeClass views), written once.
     */
    trees: Array<Array<SwiftUISheetCompactAnswerTreesInnerInner>>;
    /**
     * 
     */
    groups: Array<SwiftUISheetCompactGroup>;
    /**
     * 
     */
    findings: Array<SwiftUISheetFinding>;
    /**
     * 
     */
    skipped: Array<SwiftUISheetAnswerSkippedInner>;
}


/**
 * @export
 */
export const SwiftUISheetCompactAnswerFormEnum = {
    Compact: 'compact',
} as const;
export type SwiftUISheetCompactAnswerFormEnum = typeof SwiftUISheetCompactAnswerFormEnum[keyof typeof SwiftUISheetCompactAnswerFormEnum];

/**
 * @export
 */
export const SwiftUISheetCompactAnswerRegionEnum = {
    Window: 'window',
    SafeArea: 'safeArea',
} as const;
export type SwiftUISheetCompactAnswerRegionEnum = typeof SwiftUISheetCompactAnswerRegionEnum[keyof typeof SwiftUISheetCompactAnswerRegionEnum];

/**
 * 
 * @export
 * @interface SwiftUISheetCompactAnswerTreesInnerInner
 */
export interface SwiftUISheetCompactAnswerTreesInnerInner {
    /**
     * 
     */
    path: string;
    /**
     * 
     */
    id: string | null;
    /**
     * 
     */
    type: string;
}
/**
 * 
 * @export
 * @interface SwiftUISheetCompactGroup
 */
export interface SwiftUISheetCompactGroup {
    /**
     * 
     */
    contexts: Array<SwiftUISheetContext>;
    /**
     * 
     */
    window: Rect;
    /**
     * 
     */
    insets: EdgeInsets;
    /**
     * 
     */
    scale: number;
    /**
     * 
     */
    sizeClasses: SwiftUISheetAnswerGroupsInnerSizeClasses | null;
    /**
     * The index in trees of this group's node list.
     */
    tree: number;
    /**
     * 
     */
    size: Size;
    /**
     * 
     */
    region: SwiftUISheetCompactGroupRegion | null;
    /**
     * Each node's frame, [x, y, width, height], in the tree's order.
     */
    frames: Array<Array<number>>;
    /**
     * Each node's pixel frame, [x, y, width, height].
     */
    pixelFrames: Array<Array<number>>;
    /**
     * Each node's final proposal, [width, height] (null, a number, "infinity" or "nan").
     */
    proposals: Array<Array<SwiftUIDimension>>;
    /**
     * The group's Text nodes, each its node's index in the tree and its lines as /swiftui/layout gives them.
     */
    text: Array<SwiftUISheetCompactGroupTextInner>;
    /**
     * The group's GeometryReader nodes, each its node's index and its proxy.
     */
    geometry: Array<SwiftUISheetCompactGroupGeometryInner>;
    /**
     * 
     */
    findings: Array<SwiftUISheetFinding>;
    /**
     * 
     */
    findingsLeftOut: number;
}
/**
 * 
 * @export
 * @interface SwiftUISheetCompactGroupGeometryInner
 */
export interface SwiftUISheetCompactGroupGeometryInner {
    /**
     * 
     */
    node: number;
    /**
     * 
     */
    size: Size;
    /**
     * 
     */
    safeAreaInsets: SwiftUIGeometryProxySafeAreaInsets;
}
/**
 * The region the root was proposed and centred in, in screen coordinates.
 * @export
 * @interface SwiftUISheetCompactGroupRegion
 */
export interface SwiftUISheetCompactGroupRegion {
    /**
     * 
     */
    name: SwiftUISheetCompactGroupRegionNameEnum;
    /**
     * 
     */
    frame: Rect;
}


/**
 * @export
 */
export const SwiftUISheetCompactGroupRegionNameEnum = {
    Window: 'window',
    SafeArea: 'safeArea',
} as const;
export type SwiftUISheetCompactGroupRegionNameEnum = typeof SwiftUISheetCompactGroupRegionNameEnum[keyof typeof SwiftUISheetCompactGroupRegionNameEnum];

/**
 * 
 * @export
 * @interface SwiftUISheetCompactGroupTextInner
 */
export interface SwiftUISheetCompactGroupTextInner {
    /**
     * 
     */
    node: number;
    /**
     * 
     */
    lines: Array<SwiftUITextLayoutLinesInner>;
    /**
     * 
     */
    truncated: boolean;
    /**
     * 
     */
    font: SwiftUISheetCompactGroupTextInnerFont;
    /**
     * 
     */
    scaleFactor: number;
    /**
     * 
     */
    lineHeight: number;
    /**
     * 
     */
    firstBaseline: number;
    /**
     * 
     */
    lastBaseline: number;
    /**
     * 
     */
    fonts: Array<string>;
}
/**
 * 
 * @export
 * @interface SwiftUISheetCompactGroupTextInnerFont
 */
export interface SwiftUISheetCompactGroupTextInnerFont {
    /**
     * 
     */
    family: string;
    /**
     * 
     */
    size: number;
    /**
     * 
     */
    weight: number;
}
/**
 * 
 * @export
 * @interface SwiftUISheetContext
 */
export interface SwiftUISheetContext {
    /**
     * device orientation [display] [window], e.g. "ipad-air-11-inch-m3 landscape split-1/2".
     */
    name: string;
    /**
     * 
     */
    device: string;
    /**
     * 
     */
    orientation: SwiftUISheetContextOrientationEnum;
    /**
     * 
     */
    display: string | null;
    /**
     * An iPad's window (full, a multitasking mode, WxH); null for other models.
     */
    window: string | null;
    /**
     * The Dynamic Type size; only where the sheet asks dynamicTypeSizes.
     */
    dynamicTypeSize?: string;
    /**
     * The pseudolanguage; only where the sheet asks pseudolanguages.
     */
    pseudolanguage?: string;
    /**
     * Only where the sheet asks layoutDirections.
     */
    layoutDirection?: SwiftUISheetContextLayoutDirectionEnum;
}


/**
 * @export
 */
export const SwiftUISheetContextOrientationEnum = {
    Portrait: 'portrait',
    Landscape: 'landscape',
} as const;
export type SwiftUISheetContextOrientationEnum = typeof SwiftUISheetContextOrientationEnum[keyof typeof SwiftUISheetContextOrientationEnum];

/**
 * @export
 */
export const SwiftUISheetContextLayoutDirectionEnum = {
    LeftToRight: 'leftToRight',
    RightToLeft: 'rightToLeft',
} as const;
export type SwiftUISheetContextLayoutDirectionEnum = typeof SwiftUISheetContextLayoutDirectionEnum[keyof typeof SwiftUISheetContextLayoutDirectionEnum];

/**
 * 
 * @export
 * @interface SwiftUISheetFinding
 */
export interface SwiftUISheetFinding {
    /**
     * 
     */
    kind: SwiftUISheetFindingKindEnum;
    /**
     * 
     */
    path: string;
    /**
     * 
     */
    id: string | null;
    /**
     * 
     */
    edges: Array<SwiftUISheetFindingEdgesEnum>;
    /**
     * In the sheet's list: the groups that have it.
     */
    groups?: Array<number>;
    /**
     * In the sheet's list: how many contexts have it.
     */
    contexts?: number;
}


/**
 * @export
 */
export const SwiftUISheetFindingKindEnum = {
    OutsideScreen: 'outsideScreen',
    CrossesSafeArea: 'crossesSafeArea',
    ZeroSize: 'zeroSize',
    Squeezed: 'squeezed',
    SmallTapTarget: 'smallTapTarget',
    Truncated: 'truncated',
    ScaledDown: 'scaledDown',
} as const;
export type SwiftUISheetFindingKindEnum = typeof SwiftUISheetFindingKindEnum[keyof typeof SwiftUISheetFindingKindEnum];

/**
 * @export
 */
export const SwiftUISheetFindingEdgesEnum = {
    Top: 'top',
    Leading: 'leading',
    Bottom: 'bottom',
    Trailing: 'trailing',
    Horizontal: 'horizontal',
    Vertical: 'vertical',
} as const;
export type SwiftUISheetFindingEdgesEnum = typeof SwiftUISheetFindingEdgesEnum[keyof typeof SwiftUISheetFindingEdgesEnum];

/**
 * The view and the models (exactly one of devices, family and all; a request breaking that is a 422).
 * @export
 * @interface SwiftUISheetRequest
 */
export interface SwiftUISheetRequest {
    /**
     * 
     */
    view: SwiftUIView;
    /**
     * 
     */
    devices?: Array<string>;
    /**
     * iphone, ipad, applewatch, appletv, ipodtouch or applevisionpro.
     */
    family?: string;
    /**
     * Every model of the catalog.
     */
    all?: SwiftUISheetRequestAllEnum;
    /**
     * 
     */
    orientations?: Array<SwiftUISheetRequestOrientationsEnum>;
    /**
     * 
     */
    displays?: Array<string>;
    /**
     * 
     */
    windows?: Array<string>;
    /**
     * 
     */
    region?: SwiftUISheetRequestRegionEnum;
    /**
     * Dynamic Type sizes, each multiplying the contexts (default large only). Only a tree with Text lays out differently in them.
     */
    dynamicTypeSizes?: Array<SwiftUISheetRequestDynamicTypeSizesEnum>;
    /**
     * Xcode's pseudolanguages, each multiplying the contexts: none (the strings as given), doubleLength (each string twice), accented (ASCII letters accented), boundedString (each string between [# and #]), rightToLeft (the strings as given, the layout right to left).
     */
    pseudolanguages?: Array<SwiftUISheetRequestPseudolanguagesEnum>;
    /**
     * Layout directions, each multiplying the contexts (default leftToRight only).
     */
    layoutDirections?: Array<SwiftUISheetRequestLayoutDirectionsEnum>;
    /**
     * svg: the sheet drawn as a picture.
     */
    format?: SwiftUISheetRequestFormatEnum;
    /**
     * Pictures only: screen pixels per point.
     */
    zoom?: number;
    /**
     * Pictures only: false leaves the legend out (default true).
     */
    legend?: boolean;
    /**
     * Pictures only: false leaves the labels out (default true).
     */
    labels?: boolean;
    /**
     * The JSON answer's form (not with svg): full (default: each group's layout as /swiftui/layout answers it, and the views table), compact (the node lists written once in trees, each group's numbers in arrays) or columns (as compact, each list as columns).
     */
    form?: SwiftUISheetRequestFormEnum;
    /**
     * Pictures only: light (default) or dark colours, chosen by the request, not the viewer.
     */
    colorScheme?: SwiftUISheetRequestColorSchemeEnum;
    /**
     * Pictures only: figma writes every colour as an attribute (no <style>) and bare ids as layer names.
     */
    _export?: SwiftUISheetRequestExportEnum;
}


/**
 * @export
 */
export const SwiftUISheetRequestAllEnum = {
    True: true,
} as const;
export type SwiftUISheetRequestAllEnum = typeof SwiftUISheetRequestAllEnum[keyof typeof SwiftUISheetRequestAllEnum];

/**
 * @export
 */
export const SwiftUISheetRequestOrientationsEnum = {
    Portrait: 'portrait',
    Landscape: 'landscape',
} as const;
export type SwiftUISheetRequestOrientationsEnum = typeof SwiftUISheetRequestOrientationsEnum[keyof typeof SwiftUISheetRequestOrientationsEnum];

/**
 * @export
 */
export const SwiftUISheetRequestRegionEnum = {
    Window: 'window',
    SafeArea: 'safeArea',
} as const;
export type SwiftUISheetRequestRegionEnum = typeof SwiftUISheetRequestRegionEnum[keyof typeof SwiftUISheetRequestRegionEnum];

/**
 * @export
 */
export const SwiftUISheetRequestDynamicTypeSizesEnum = {
    XSmall: 'xSmall',
    Small: 'small',
    Medium: 'medium',
    Large: 'large',
    XLarge: 'xLarge',
    XxLarge: 'xxLarge',
    XxxLarge: 'xxxLarge',
    Accessibility1: 'accessibility1',
    Accessibility2: 'accessibility2',
    Accessibility3: 'accessibility3',
    Accessibility4: 'accessibility4',
    Accessibility5: 'accessibility5',
} as const;
export type SwiftUISheetRequestDynamicTypeSizesEnum = typeof SwiftUISheetRequestDynamicTypeSizesEnum[keyof typeof SwiftUISheetRequestDynamicTypeSizesEnum];

/**
 * @export
 */
export const SwiftUISheetRequestPseudolanguagesEnum = {
    None: 'none',
    DoubleLength: 'doubleLength',
    Accented: 'accented',
    BoundedString: 'boundedString',
    RightToLeft: 'rightToLeft',
} as const;
export type SwiftUISheetRequestPseudolanguagesEnum = typeof SwiftUISheetRequestPseudolanguagesEnum[keyof typeof SwiftUISheetRequestPseudolanguagesEnum];

/**
 * @export
 */
export const SwiftUISheetRequestLayoutDirectionsEnum = {
    LeftToRight: 'leftToRight',
    RightToLeft: 'rightToLeft',
} as const;
export type SwiftUISheetRequestLayoutDirectionsEnum = typeof SwiftUISheetRequestLayoutDirectionsEnum[keyof typeof SwiftUISheetRequestLayoutDirectionsEnum];

/**
 * @export
 */
export const SwiftUISheetRequestFormatEnum = {
    Json: 'json',
    Svg: 'svg',
} as const;
export type SwiftUISheetRequestFormatEnum = typeof SwiftUISheetRequestFormatEnum[keyof typeof SwiftUISheetRequestFormatEnum];

/**
 * @export
 */
export const SwiftUISheetRequestFormEnum = {
    Full: 'full',
    Compact: 'compact',
    Columns: 'columns',
} as const;
export type SwiftUISheetRequestFormEnum = typeof SwiftUISheetRequestFormEnum[keyof typeof SwiftUISheetRequestFormEnum];

/**
 * @export
 */
export const SwiftUISheetRequestColorSchemeEnum = {
    Light: 'light',
    Dark: 'dark',
} as const;
export type SwiftUISheetRequestColorSchemeEnum = typeof SwiftUISheetRequestColorSchemeEnum[keyof typeof SwiftUISheetRequestColorSchemeEnum];

/**
 * @export
 */
export const SwiftUISheetRequestExportEnum = {
    Figma: 'figma',
} as const;
export type SwiftUISheetRequestExportEnum = typeof SwiftUISheetRequestExportEnum[keyof typeof SwiftUISheetRequestExportEnum];

/**
 * `if sizeClass == .compact { compact } else { regular }` over `@Environment(\\.horizontalSizeClass)` (`axis`
 * horizontal, the default) or the vertical one: SwiftUI's `_ConditionalContent` adds no layout view, so the chosen
 * child stands at the branch's path with its own type and id, the other is absent. The size class is the hosting
 * window's as `/sizeclass` answers it (device, orientation, display, iPad window), or the request's
 * `horizontalSizeClass` / `verticalSizeClass` on a bare proposal; both children count toward the 2,000 views. A
 * `sizeClass` takes no `id` or `tapTarget` (400).
 * 
 * @export
 * @interface SwiftUISizeClass
 */
export interface SwiftUISizeClass {
    /**
     * 
     */
    type: SwiftUISizeClassTypeEnum;
    /**
     * 
     */
    axis?: SwiftUISizeClassAxisEnum;
    /**
     * 
     */
    compact: SwiftUIView;
    /**
     * 
     */
    regular: SwiftUIView;
}


/**
 * @export
 */
export const SwiftUISizeClassTypeEnum = {
    SizeClass: 'sizeClass',
} as const;
export type SwiftUISizeClassTypeEnum = typeof SwiftUISizeClassTypeEnum[keyof typeof SwiftUISizeClassTypeEnum];

/**
 * @export
 */
export const SwiftUISizeClassAxisEnum = {
    Horizontal: 'horizontal',
    Vertical: 'vertical',
} as const;
export type SwiftUISizeClassAxisEnum = typeof SwiftUISizeClassAxisEnum[keyof typeof SwiftUISizeClassAxisEnum];

/**
 * `Spacer(minLength:)`: `minLength` null or absent is the system spacing, 8.
 * @export
 * @interface SwiftUISpacer
 */
export interface SwiftUISpacer {
    /**
     * 
     */
    type: SwiftUISpacerTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    minLength?: number | null;
}


/**
 * @export
 */
export const SwiftUISpacerTypeEnum = {
    Spacer: 'Spacer',
} as const;
export type SwiftUISpacerTypeEnum = typeof SwiftUISpacerTypeEnum[keyof typeof SwiftUISpacerTypeEnum];

/**
 * A `Text`: as wide as its widest line, never wider than proposed; nil proposes one line per paragraph; lines
 * break at UAX #14 opportunities (a word wider than a line between characters); a height shows the whole lines
 * that fit (at least one) and truncates with an ellipsis; 0 in either dimension is 0 x 0; the size is rounded
 * up to the pixel grid. Shaped by HarfBuzz in the server's fonts; a character the family lacks comes from the
 * fallback cascade (Inter, then DejaVu Sans by default).
 * 
 * @export
 * @interface SwiftUIText
 */
export interface SwiftUIText {
    /**
     * 
     */
    type: SwiftUITextTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * The text: no NUL (400); at most 4,096 UTF-8 bytes (1,024 characters always fit), 16 combining marks on a character and 64 bidi controls (422 past them).
     */
    string: string;
    /**
     * 
     */
    font?: SwiftUITextFont;
    /**
     * 
     */
    lineLimit?: number | null;
    /**
     * 
     */
    truncationMode?: SwiftUITextTruncationModeEnum;
    /**
     * 
     */
    multilineTextAlignment?: SwiftUITextMultilineTextAlignmentEnum;
    /**
     * 
     */
    lineSpacing?: number;
    /**
     * 
     */
    minimumScaleFactor?: number;
    /**
     * 
     */
    tracking?: number;
}


/**
 * @export
 */
export const SwiftUITextTypeEnum = {
    Text: 'Text',
} as const;
export type SwiftUITextTypeEnum = typeof SwiftUITextTypeEnum[keyof typeof SwiftUITextTypeEnum];

/**
 * @export
 */
export const SwiftUITextTruncationModeEnum = {
    Head: 'head',
    Middle: 'middle',
    Tail: 'tail',
} as const;
export type SwiftUITextTruncationModeEnum = typeof SwiftUITextTruncationModeEnum[keyof typeof SwiftUITextTruncationModeEnum];

/**
 * @export
 */
export const SwiftUITextMultilineTextAlignmentEnum = {
    Leading: 'leading',
    Center: 'center',
    Trailing: 'trailing',
} as const;
export type SwiftUITextMultilineTextAlignmentEnum = typeof SwiftUITextMultilineTextAlignmentEnum[keyof typeof SwiftUITextMultilineTextAlignmentEnum];

/**
 * @type SwiftUITextFont
 * A text style (SwiftUI's Font.TextStyle, sized by dynamicTypeSize; body when absent), or .system(size:weight:) / .custom(_:size:relativeTo:).
 * @export
 */
export type SwiftUITextFont = SwiftUITextFontOneOf | string;
/**
 * 
 * @export
 * @interface SwiftUITextFontOneOf
 */
export interface SwiftUITextFontOneOf {
    /**
     * 
     */
    size: number;
    /**
     * 
     */
    weight?: SwiftUITextFontOneOfWeightEnum;
    /**
     * A loaded family (422 naming the loaded ones otherwise); at most 128 UTF-8 bytes.
     */
    family?: string;
    /**
     * Scales the size with Dynamic Type as this style scales.
     */
    relativeTo?: SwiftUITextFontOneOfRelativeToEnum;
}


/**
 * @export
 */
export const SwiftUITextFontOneOfWeightEnum = {
    UltraLight: 'ultraLight',
    Thin: 'thin',
    Light: 'light',
    Regular: 'regular',
    Medium: 'medium',
    Semibold: 'semibold',
    Bold: 'bold',
    Heavy: 'heavy',
    Black: 'black',
} as const;
export type SwiftUITextFontOneOfWeightEnum = typeof SwiftUITextFontOneOfWeightEnum[keyof typeof SwiftUITextFontOneOfWeightEnum];

/**
 * @export
 */
export const SwiftUITextFontOneOfRelativeToEnum = {
    LargeTitle: 'largeTitle',
    Title: 'title',
    Title2: 'title2',
    Title3: 'title3',
    Headline: 'headline',
    Subheadline: 'subheadline',
    Body: 'body',
    Callout: 'callout',
    Footnote: 'footnote',
    Caption: 'caption',
    Caption2: 'caption2',
} as const;
export type SwiftUITextFontOneOfRelativeToEnum = typeof SwiftUITextFontOneOfRelativeToEnum[keyof typeof SwiftUITextFontOneOfRelativeToEnum];

/**
 * A Text node's lines as drawn, the font resolved, and its baselines from its top (points).
 * @export
 * @interface SwiftUITextLayout
 */
export interface SwiftUITextLayout {
    /**
     * 
     */
    lines: Array<SwiftUITextLayoutLinesInner>;
    /**
     * Characters were left out (an ellipsis shows where).
     */
    truncated: boolean;
    /**
     * 
     */
    font: SwiftUITextLayoutFont;
    /**
     * What minimumScaleFactor scaled the font by (1: not scaled).
     */
    scaleFactor: number;
    /**
     * 
     */
    lineHeight: number;
    /**
     * 
     */
    firstBaseline: number;
    /**
     * 
     */
    lastBaseline: number;
    /**
     * The families whose glyphs the lines use.
     */
    fonts: Array<string>;
}
/**
 * 
 * @export
 * @interface SwiftUITextLayoutFont
 */
export interface SwiftUITextLayoutFont {
    /**
     * 
     */
    family: string;
    /**
     * 
     */
    size: number;
    /**
     * 100-900 (regular 400, semibold 600, bold 700).
     */
    weight: number;
}
/**
 * 
 * @export
 * @interface SwiftUITextLayoutLinesInner
 */
export interface SwiftUITextLayoutLinesInner {
    /**
     * 
     */
    text: string;
    /**
     * 
     */
    width: number;
}
/**
 * `VStack(alignment:spacing:)`: `spacing` null is the system spacing; `alignment` leading, center, trailing.
 * @export
 * @interface SwiftUIVStack
 */
export interface SwiftUIVStack {
    /**
     * 
     */
    type: SwiftUIVStackTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    spacing?: number | null;
    /**
     * 
     */
    alignment?: SwiftUIHorizontalAlignment;
    /**
     * 
     */
    children?: Array<SwiftUIView>;
}


/**
 * @export
 */
export const SwiftUIVStackTypeEnum = {
    VStack: 'VStack',
} as const;
export type SwiftUIVStackTypeEnum = typeof SwiftUIVStackTypeEnum[keyof typeof SwiftUIVStackTypeEnum];


/**
 * A `VerticalAlignment` (an HStack's, a GridRow's, a LazyHGrid's); absent is center.
 * @export
 */
export const SwiftUIVerticalAlignment = {
    Top: 'top',
    Center: 'center',
    Bottom: 'bottom',
} as const;
export type SwiftUIVerticalAlignment = typeof SwiftUIVerticalAlignment[keyof typeof SwiftUIVerticalAlignment];

/**
 * @type SwiftUIView
 * One view, chosen by `type`: its schema (SwiftUIRectangle, SwiftUIHStack, …) lists the members that type takes
 * besides `type`, an optional `id` (echoed in the answer) and `tapTarget` (any other member is a 400 naming the
 * node's path). Leaves: `Rectangle`, `Circle`, `Capsule`, `RoundedRectangle`, `Color`, `Spacer`, `Divider`, `Image`,
 * `Fixed`, `Text`. Containers, each with `children`: `HStack`, `VStack`, `ZStack`, `ViewThatFits`, `GeometryReader`,
 * `LazyVGrid`, `LazyHGrid`, `Grid` and its `GridRow`s, and the custom layouts of Apple's samples
 * `EqualWidthHStack`, `EqualWidthVStack`, `RadialLayout` and `FlowLayout`. Modifiers, each wrapping `content`: `ScrollView`, `frame`, `flexibleFrame`, `padding`,
 * `fixedSize`, `layoutPriority`, `aspectRatio`, `offset`, `position`, `overlay` and `background` (with a `secondary` view),
 * `ignoresSafeArea`, `safeAreaInset` (with a `secondary` view), `safeAreaPadding`, `alignmentGuide`, and the grid
 * cell modifiers `gridCellColumns`, `gridColumnAlignment`, `gridCellUnsizedAxes`, `gridCellAnchor`. `sizeClass`
 * picks its `compact` or `regular` view. `Text` is measured in the server's fonts (Inter by default: its widths
 * differ from SF Pro's by a few percent; an operator may load SF Pro). Two-axis alignments: topLeading, top,
 * topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing (default center). `null` stands for
 * nil only where SwiftUI's argument is optional (`spacing`, `minLength`, a frame's sizes and limits, `ratio`,
 * `length`, `id`); elsewhere leave the member out. At most 64 levels deep and 2,000 views (422 beyond).
 * 
 * @export
 */
export type SwiftUIView = { type: 'Capsule' } & SwiftUICapsule | { type: 'Circle' } & SwiftUICircle | { type: 'Color' } & SwiftUIColor | { type: 'Divider' } & SwiftUIDivider | { type: 'EqualWidthHStack' } & SwiftUIEqualWidthHStack | { type: 'EqualWidthVStack' } & SwiftUIEqualWidthVStack | { type: 'Fixed' } & SwiftUIFixed | { type: 'FlowLayout' } & SwiftUIFlowLayout | { type: 'GeometryReader' } & SwiftUIGeometryReader | { type: 'Grid' } & SwiftUIGrid | { type: 'GridRow' } & SwiftUIGridRow | { type: 'HStack' } & SwiftUIHStack | { type: 'Image' } & SwiftUIImage | { type: 'LazyHGrid' } & SwiftUILazyHGrid | { type: 'LazyVGrid' } & SwiftUILazyVGrid | { type: 'RadialLayout' } & SwiftUIRadialLayout | { type: 'Rectangle' } & SwiftUIRectangle | { type: 'RoundedRectangle' } & SwiftUIRoundedRectangle | { type: 'ScrollView' } & SwiftUIScrollView | { type: 'Spacer' } & SwiftUISpacer | { type: 'Text' } & SwiftUIText | { type: 'VStack' } & SwiftUIVStack | { type: 'ViewThatFits' } & SwiftUIViewThatFits | { type: 'ZStack' } & SwiftUIZStack | { type: 'alignmentGuide' } & SwiftUIAlignmentGuide | { type: 'aspectRatio' } & SwiftUIAspectRatio | { type: 'background' } & SwiftUIBackground | { type: 'fixedSize' } & SwiftUIFixedSize | { type: 'flexibleFrame' } & SwiftUIFlexibleFrame | { type: 'frame' } & SwiftUIFrame | { type: 'gridCellAnchor' } & SwiftUIGridCellAnchor | { type: 'gridCellColumns' } & SwiftUIGridCellColumns | { type: 'gridCellUnsizedAxes' } & SwiftUIGridCellUnsizedAxes | { type: 'gridColumnAlignment' } & SwiftUIGridColumnAlignment | { type: 'ignoresSafeArea' } & SwiftUIIgnoresSafeArea | { type: 'layoutPriority' } & SwiftUILayoutPriority | { type: 'offset' } & SwiftUIOffset | { type: 'overlay' } & SwiftUIOverlay | { type: 'padding' } & SwiftUIPadding | { type: 'position' } & SwiftUIPosition | { type: 'safeAreaInset' } & SwiftUISafeAreaInset | { type: 'safeAreaPadding' } & SwiftUISafeAreaPadding | { type: 'sizeClass' } & SwiftUISizeClass;
/**
 * `ViewThatFits(in:)` (`axes` horizontal, vertical, both (default)): the first child whose ideal size on those
 * axes fits the proposal, else the last; only the chosen child is answered, the others are absent from `nodes`, so
 * the chosen one is the node whose path is the ViewThatFits's plus its index.
 * 
 * @export
 * @interface SwiftUIViewThatFits
 */
export interface SwiftUIViewThatFits {
    /**
     * 
     */
    type: SwiftUIViewThatFitsTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    axes?: SwiftUIAxes;
    /**
     * 
     */
    children?: Array<SwiftUIView>;
}


/**
 * @export
 */
export const SwiftUIViewThatFitsTypeEnum = {
    ViewThatFits: 'ViewThatFits',
} as const;
export type SwiftUIViewThatFitsTypeEnum = typeof SwiftUIViewThatFitsTypeEnum[keyof typeof SwiftUIViewThatFitsTypeEnum];

/**
 * `ZStack(alignment:)`.
 * @export
 * @interface SwiftUIZStack
 */
export interface SwiftUIZStack {
    /**
     * 
     */
    type: SwiftUIZStackTypeEnum;
    /**
     * Echoed in the answer's node.
     */
    id?: string | null;
    /**
     * Marks a tap target: /swiftui/sheet reports it under 44 × 44 pt (smallTapTarget); the layout ignores it.
     */
    tapTarget?: boolean;
    /**
     * 
     */
    alignment?: SwiftUIAlignment;
    /**
     * 
     */
    children?: Array<SwiftUIView>;
}


/**
 * @export
 */
export const SwiftUIZStackTypeEnum = {
    ZStack: 'ZStack',
} as const;
export type SwiftUIZStackTypeEnum = typeof SwiftUIZStackTypeEnum[keyof typeof SwiftUIZStackTypeEnum];

/**
 * @type SwiftuiSheet200Response
 * 
 * @export
 */
export type SwiftuiSheet200Response = SwiftUISheetAnswer | SwiftUISheetColumnsAnswer | SwiftUISheetCompactAnswer;
/**
 * 
 * @export
 * @interface TVGrid
 */
export interface TVGrid {
    /**
     * 
     */
    screen: Size;
    /**
     * 
     */
    safeArea: Rect;
    /**
     * 
     */
    safeAreaInsets: EdgeInsets;
    /**
     * 
     */
    columns: number;
    /**
     * 
     */
    itemWidth: number;
    /**
     * 
     */
    itemWidthSource: TVGridItemWidthSourceEnum;
    /**
     * 
     */
    publishedItemWidth: number | null;
    /**
     * 
     */
    computedItemWidth: number;
    /**
     * The gap on screen between neighbouring columns.
     */
    horizontalSpacing: number;
    /**
     * The spacing asked for (or the HIG's): the least gap.
     */
    minimumHorizontalSpacing: number;
    /**
     * 
     */
    minimumVerticalSpacing: number;
    /**
     * 
     */
    columnX: Array<number>;
    /**
     * 
     */
    notes: string | null;
    /**
     * 
     */
    flowLayout: FlowLayoutLine;
    /**
     * 
     */
    itemHeight?: number | null;
    /**
     * 
     */
    rows?: TVGridRows | null;
    /**
     * 
     */
    focus?: TVGridFocus | null;
    /**
     * 
     */
    titledRow?: TVGridTitledRow | null;
    /**
     * 
     */
    scrollingRow?: TVGridScrollingRow | null;
}


/**
 * @export
 */
export const TVGridItemWidthSourceEnum = {
    Published: 'published',
    Computed: 'computed',
    Given: 'given',
} as const;
export type TVGridItemWidthSourceEnum = typeof TVGridItemWidthSourceEnum[keyof typeof TVGridItemWidthSourceEnum];

/**
 * 
 * @export
 * @interface TVGridFocus
 */
export interface TVGridFocus {
    /**
     * 
     */
    scale: number;
    /**
     * 
     */
    focusedSize: Size;
    /**
     * 
     */
    overhang: Size;
    /**
     * 
     */
    overlapsHorizontally: boolean;
    /**
     * 
     */
    overlapsVertically: boolean;
    /**
     * 
     */
    requiredHorizontalSpacing: number;
    /**
     * 
     */
    requiredVerticalSpacing: number;
}
/**
 * 
 * @export
 * @interface TVGridList
 */
export interface TVGridList {
    /**
     * 
     */
    grids: Array<TVGrid>;
    /**
     * 
     */
    count: number;
    /**
     * 
     */
    source: string;
}
/**
 * The same fields as GET /tvgrid; an empty object (or only format=json) asks for all eight HIG grids. Rules across fields (stated
 * here; breaking one is a 422): any other field needs columns or itemWidth, not both; itemHeight or
 * itemAspectRatio, not both; titleHeight needs one of them. Stated only in words: the safe-area insets must
 * leave room on the screen, the columns must leave width for the items at that spacing, and itemWidth must put
 * at most 100 columns on a line.
 * 
 * @export
 * @interface TVGridRequest
 */
export interface TVGridRequest {
    /**
     * svg: the answer drawn as a picture.
     */
    format?: TVGridRequestFormatEnum;
    /**
     * Pictures only: screen pixels per point.
     */
    zoom?: number;
    /**
     * Pictures only: false leaves the legend out (default true).
     */
    legend?: boolean;
    /**
     * Pictures only: false leaves the labels out (default true).
     */
    labels?: boolean;
    /**
     * Pictures only: light (default) or dark colours, chosen by the request, not the viewer.
     */
    colorScheme?: TVGridRequestColorSchemeEnum;
    /**
     * Pictures only: figma writes every colour as an attribute (no <style>) and bare ids as layer names.
     */
    _export?: TVGridRequestExportEnum;
    /**
     * 
     */
    columns?: number;
    /**
     * A number greater than 0, less than 1e12.
     */
    itemWidth?: number;
    /**
     * A number from 0, less than 1e12.
     */
    horizontalSpacing?: number;
    /**
     * A number from 0, less than 1e12.
     */
    minimumVerticalSpacing?: number;
    /**
     * 
     */
    screen?: SizeInput;
    /**
     * Deprecated: horizontalSpacing.
     * @deprecated
     */
    spacing?: number;
    /**
     * Deprecated: minimumVerticalSpacing.
     * @deprecated
     */
    verticalSpacing?: number;
    /**
     * Deprecated: screen.
     * @deprecated
     */
    screenSize?: SizeInput;
    /**
     * 
     */
    safeAreaInsets?: SafeAreaInsetsInput;
    /**
     * A number greater than 0, less than 1e12.
     */
    itemHeight?: number;
    /**
     * 
     */
    itemAspectRatio?: AspectInput;
    /**
     * 
     */
    focusedScale?: number;
    /**
     * A number from 0, less than 1e12.
     */
    titleHeight?: number;
    /**
     * A number from 0, less than 1e12.
     */
    titlePadding?: number;
    /**
     * 
     */
    itemCount?: number;
}


/**
 * @export
 */
export const TVGridRequestFormatEnum = {
    Json: 'json',
    Svg: 'svg',
} as const;
export type TVGridRequestFormatEnum = typeof TVGridRequestFormatEnum[keyof typeof TVGridRequestFormatEnum];

/**
 * @export
 */
export const TVGridRequestColorSchemeEnum = {
    Light: 'light',
    Dark: 'dark',
} as const;
export type TVGridRequestColorSchemeEnum = typeof TVGridRequestColorSchemeEnum[keyof typeof TVGridRequestColorSchemeEnum];

/**
 * @export
 */
export const TVGridRequestExportEnum = {
    Figma: 'figma',
} as const;
export type TVGridRequestExportEnum = typeof TVGridRequestExportEnum[keyof typeof TVGridRequestExportEnum];

/**
 * 
 * @export
 * @interface TVGridRows
 */
export interface TVGridRows {
    /**
     * 
     */
    itemHeight: number;
    /**
     * 
     */
    verticalSpacing: number;
    /**
     * 
     */
    rowPitch: number;
    /**
     * 
     */
    fullyVisibleRows: number;
    /**
     * 
     */
    nextRowPeekInSafeArea: number;
    /**
     * 
     */
    nextRowPeekOnScreen: number;
}
/**
 * 
 * @export
 * @interface TVGridScrollingRow
 */
export interface TVGridScrollingRow {
    /**
     * 
     */
    itemCount: number;
    /**
     * 
     */
    fullyVisible: number;
    /**
     * 
     */
    firstFullItemX: number;
    /**
     * 
     */
    leadingPeek: number;
    /**
     * 
     */
    trailingPeek: number;
}
/**
 * 
 * @export
 * @interface TVGridTitledRow
 */
export interface TVGridTitledRow {
    /**
     * 
     */
    titleHeight: number;
    /**
     * 
     */
    focusOverhang: number;
    /**
     * 
     */
    titlePadding: number;
    /**
     * 
     */
    previousRowBottomToTitleCenter: number;
    /**
     * 
     */
    titleBottomToRowTop: number;
    /**
     * 
     */
    previousRowBottomToRowTop: number;
}
/**
 * @type TvgridGet200Response
 * 
 * @export
 */
export type TvgridGet200Response = TVGrid | TVGridList;
/**
 * 
 * @export
 * @interface UIKitFit
 */
export interface UIKitFit {
    /**
     * 
     */
    semantics: UIKitFitSemanticsEnum;
    /**
     * 
     */
    deviceRegion: UIKitFitDeviceRegion | null;
    /**
     * 
     */
    container: Rect;
    /**
     * 
     */
    content: Size;
    /**
     * 
     */
    aspectRatio: number;
    /**
     * 
     */
    mode: string;
    /**
     * 
     */
    alignment: string;
    /**
     * 
     */
    rect: Rect;
    /**
     * 
     */
    unroundedRect: Rect;
    /**
     * 
     */
    contentScale: Point;
    /**
     * 
     */
    cropped: EdgeInsets;
    /**
     * 
     */
    scale: number | null;
    /**
     * 
     */
    rounded: boolean;
}


/**
 * @export
 */
export const UIKitFitSemanticsEnum = {
    Uikit: 'uikit',
} as const;
export type UIKitFitSemanticsEnum = typeof UIKitFitSemanticsEnum[keyof typeof UIKitFitSemanticsEnum];

/**
 * The device region the container came from; null when a container was given.
 * @export
 * @interface UIKitFitDeviceRegion
 */
export interface UIKitFitDeviceRegion {
    /**
     * 
     */
    device: string;
    /**
     * 
     */
    resolvedFrom: Resolution | null;
    /**
     * As asked.
     */
    orientation: UIKitFitDeviceRegionOrientationEnum;
    /**
     * The interface orientation used.
     */
    interfaceOrientation: UIKitFitDeviceRegionInterfaceOrientationEnum;
    /**
     * 
     */
    region: UIKitFitDeviceRegionRegionEnum;
    /**
     * 
     */
    displayZoom: boolean;
    /**
     * The display answered; present only for a device with more than one (outer, inner).
     */
    display?: string;
    /**
     * 
     */
    window: Rect;
    /**
     * 
     */
    safeArea: NullableRect | null;
    /**
     * The OS version the safe area is answered for: the one asked (`os`), or the newest a source ties to the model (`last`, else the newest of `runs`, the major version it shipped with and the version its newest insets hold from); null without a safe area.
     */
    os: string | null;
    /**
     * 
     */
    aspectFitGuide: UIKitFitDeviceRegionAspectFitGuide | null;
    /**
     * 
     */
    keyboard: UIKitFitDeviceRegionKeyboard | null;
}


/**
 * @export
 */
export const UIKitFitDeviceRegionOrientationEnum = {
    Portrait: 'portrait',
    Landscape: 'landscape',
    LandscapeLeft: 'landscapeLeft',
    LandscapeRight: 'landscapeRight',
} as const;
export type UIKitFitDeviceRegionOrientationEnum = typeof UIKitFitDeviceRegionOrientationEnum[keyof typeof UIKitFitDeviceRegionOrientationEnum];

/**
 * @export
 */
export const UIKitFitDeviceRegionInterfaceOrientationEnum = {
    Portrait: 'portrait',
    LandscapeLeft: 'landscapeLeft',
    LandscapeRight: 'landscapeRight',
} as const;
export type UIKitFitDeviceRegionInterfaceOrientationEnum = typeof UIKitFitDeviceRegionInterfaceOrientationEnum[keyof typeof UIKitFitDeviceRegionInterfaceOrientationEnum];

/**
 * @export
 */
export const UIKitFitDeviceRegionRegionEnum = {
    Window: 'window',
    SafeArea: 'safeArea',
    AspectFitGuide: 'aspectFitGuide',
    KeyboardLayoutGuide: 'keyboardLayoutGuide',
} as const;
export type UIKitFitDeviceRegionRegionEnum = typeof UIKitFitDeviceRegionRegionEnum[keyof typeof UIKitFitDeviceRegionRegionEnum];

/**
 * 
 * @export
 * @interface UIKitFitDeviceRegionAspectFitGuide
 */
export interface UIKitFitDeviceRegionAspectFitGuide {
    /**
     * 
     */
    aspectRatio: number;
    /**
     * 
     */
    exactRect: Rect;
    /**
     * 
     */
    rect: Rect;
    /**
     * 
     */
    limitedBy: UIKitFitDeviceRegionAspectFitGuideLimitedByEnum;
}


/**
 * @export
 */
export const UIKitFitDeviceRegionAspectFitGuideLimitedByEnum = {
    Width: 'width',
    Height: 'height',
    SensorHousing: 'sensorHousing',
    Corners: 'corners',
} as const;
export type UIKitFitDeviceRegionAspectFitGuideLimitedByEnum = typeof UIKitFitDeviceRegionAspectFitGuideLimitedByEnum[keyof typeof UIKitFitDeviceRegionAspectFitGuideLimitedByEnum];

/**
 * With region=keyboardLayoutGuide, the docked keyboard the guide followed; null otherwise.
 * @export
 * @interface UIKitFitDeviceRegionKeyboard
 */
export interface UIKitFitDeviceRegionKeyboard {
    /**
     * 
     */
    option: UIKitFitDeviceRegionKeyboardOptionEnum;
    /**
     * The keyboard from the window's bottom edge, predictive bar included when shown; null when hidden.
     */
    height: number | null;
    /**
     * The keyboard without the predictive bar.
     */
    keyboardHeight: number | null;
    /**
     * What the predictive bar adds (0 with noPredictive).
     */
    predictiveBar: number | null;
    /**
     * 
     */
    frame: NullableRect | null;
    /**
     * The OS version of the catalog entry used.
     */
    os: string | null;
    /**
     * Codes of the sources behind a figure (described in `sourceDescriptions`).
     */
    sources: Array<string>;
    /**
     * 
     */
    notes: string | null;
    /**
     * Other sourced values of the same figure, each with its source and why it is not the answer.
     */
    alternatives: Array<object> | null;
}


/**
 * @export
 */
export const UIKitFitDeviceRegionKeyboardOptionEnum = {
    Predictive: 'predictive',
    NoPredictive: 'noPredictive',
    Hidden: 'hidden',
} as const;
export type UIKitFitDeviceRegionKeyboardOptionEnum = typeof UIKitFitDeviceRegionKeyboardOptionEnum[keyof typeof UIKitFitDeviceRegionKeyboardOptionEnum];

