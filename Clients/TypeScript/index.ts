// The package's entry point: the generated client (src/, regenerated from openapi.yaml, never edited by hand) under
// its own names, the hand-written layer of layoutd.ts (whose GeometryApi and DevicesApi take the generated ones'
// names), its errors (errors.ts), SwiftUI views typed by `type` (swiftui.ts, taking the name `SwiftUIView`) and names
// for the generated placeholders (names.ts). Every generated model is listed here or renamed in names.ts
// (scripts/check/check-typescript-client.sh checks it).
export * from './src/runtime.js';
export * from './src/apis/index.js';
export {
    AlignmentAnswer, AlignmentAnswerLayoutDirectionEnum, AlignmentAnswerOperationEnum, AlignmentRequest,
    AlignmentRequestFormatEnum, AlignmentRequestInsetsUnitEnum, AlignmentRequestLayoutDirectionEnum, AspectInput,
    BatchAnswer, BatchQuestion, BatchQuestionQueryValue, BatchRequest, CatalogSummary, CatalogSummaryCounts,
    CatalogSummaryLeftOut, CatalogSummaryNewestSnapshot, ContainerSizeInput, DesignTokens, Device, DeviceDisplay,
    DeviceDisplayCornerRadius, DeviceDisplayZoom, DeviceEntry, DeviceEntryFamilyEnum, DeviceEntryIdiomEnum,
    DeviceEntryInterfaceOrientationEnum, DeviceEntryOrientationEnum, DeviceFamilyEnum, DeviceFeatures, DeviceGroup,
    DeviceHomeIndicator, DeviceIdiomEnum, DeviceInterfaceOrientationEnum, DeviceOrientationEnum, DeviceOs,
    DeviceOsNameEnum, DeviceReleased, DeviceScreenProvenance, DeviceSensorHousing, DeviceSensorHousingTypeEnum,
    DeviceSizeClasses, Dimension, DimensionInput, DirectionalInsetsInput, EdgeInsets, FitAnswer, FitRequest,
    FitRequestAlignmentEnum, FitRequestFormatEnum, FitRequestKeyboardEnum, FitRequestModeEnum,
    FitRequestMultitaskingEnum, FitRequestOrientationEnum, FitRequestRegionEnum, FitRequestSemanticsEnum,
    FlowLayoutLine, GroupReference,
    InsetsInput, KeyboardHeights, NullableEdgeInsets, NullableRect, NullableSafeAreaSet, NullableSize, Point,
    Problem, ProposedSize, ProposedSizeInput, Rect, RectInput, Resolution, SafeAreaInsetsInput, SafeAreaSet, Size,
    SizeClassAnswer, SizeClassAnswerConfidenceEnum, SizeClassAnswerHorizontalEnum, SizeClassAnswerIdiomEnum,
    SizeClassAnswerInterfaceOrientationEnum, SizeClassAnswerOrientationEnum, SizeClassAnswerVerticalEnum,
    SizeClassRequest, SizeClassRequestIdiomEnum, SizeClassRequestMultitaskingEnum, SizeClassRequestOrientationEnum,
    SizeClasses, SizeClassesHorizontalEnum, SizeClassesVerticalEnum, SizeInput, SourceSnapshot, SwiftUIDimension,
    SwiftUIEdge, SwiftUIEdges, SwiftUIFit, SwiftUIFitModeEnum, SwiftUIFitSemanticsEnum, SwiftUIGridItem,
    SwiftUIGridItemAlignmentEnum, SwiftUIGridItemSize, SwiftUIGridLimits, SwiftUILayoutAnswer,
    SwiftUILayoutAnswerRegion, SwiftUILayoutAnswerRegionNameEnum, SwiftUILayoutNode, SwiftUILayoutRequest,
    SwiftUILayoutRequestFormatEnum, SwiftUILayoutRequestHorizontalSizeClassEnum,
    SwiftUILayoutRequestMultitaskingEnum, SwiftUILayoutRequestOrientationEnum, SwiftUILayoutRequestRegionEnum,
    SwiftUILayoutRequestVerticalSizeClassEnum, SwiftUINodeProposal, SwiftUISheetAnswer,
    SwiftUISheetAnswerGroupsInnerSizeClasses, SwiftUISheetAnswerGroupsInnerSizeClassesHorizontalEnum,
    SwiftUISheetAnswerGroupsInnerSizeClassesVerticalEnum, SwiftUISheetAnswerRegionEnum, SwiftUISheetContext,
    SwiftUISheetContextOrientationEnum, SwiftUISheetFinding, SwiftUISheetFindingEdgesEnum,
    SwiftUISheetFindingKindEnum, SwiftUISheetRequest, SwiftUISheetRequestAllEnum, SwiftUISheetRequestFormatEnum,
    SwiftUISheetRequestOrientationsEnum, SwiftUISheetRequestRegionEnum, SwiftUIViewAlignmentEnum,
    SwiftUIViewAxesEnum, SwiftUIViewAxisEnum, SwiftUIViewContentModeEnum, SwiftUIViewEdges, SwiftUIViewMaxWidth,
    SwiftUIViewTypeEnum, SwiftUIViewValue, TVGrid, TVGridFocus, TVGridItemWidthSourceEnum, TVGridList,
    TVGridRequest, TVGridRequestFormatEnum, TVGridRows, TVGridScrollingRow, TVGridTitledRow, UIKitFit,
    UIKitFitDeviceRegion, UIKitFitDeviceRegionAspectFitGuide, UIKitFitDeviceRegionAspectFitGuideLimitedByEnum,
    UIKitFitDeviceRegionInterfaceOrientationEnum, UIKitFitDeviceRegionKeyboard,
    UIKitFitDeviceRegionKeyboardOptionEnum, UIKitFitDeviceRegionOrientationEnum, UIKitFitDeviceRegionRegionEnum,
    UIKitFitSemanticsEnum,
} from './src/models/index.js';
export * from './names.js';
export * from './swiftui.js';
export { LayoutdProblem, LayoutdTimeout } from './errors.js';
export { DevicesApi, GeometryApi, connect, parseSize, pictureOrJSON, ratio, size } from './layoutd.js';
export type {
    CSSText, ConnectOptions, Layoutd, SVGText, SizeLike, SwiftUILayoutQuestion, SwiftUISheetQuestion,
} from './layoutd.js';
