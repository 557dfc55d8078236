// The package's entry point: the generated client (src/, regenerated from openapi.yaml, never edited by hand) under
// its own names, the hand-written layer of layoutd.ts (whose GeometryApi and DevicesApi take the generated ones'
// names), its errors (errors.ts) and names for the generated placeholders (names.ts). Every generated model is listed
// here or renamed in names.ts (scripts/check/check-typescript-client.sh checks it); `SwiftUIView` is the generated
// union discriminated by `type`.
export * from './src/runtime.js';
export * from './src/apis/index.js';
export {
    AlignmentAnswer, AlignmentAnswerLayoutDirectionEnum, AlignmentAnswerOperationEnum, AlignmentRequest,
    AlignmentRequestFormatEnum, AlignmentRequestInsetsUnitEnum, AlignmentRequestLayoutDirectionEnum, AspectInput,
    BatchAnswer, BatchQuestion, BatchQuestionQueryValue, BatchRequest, CatalogSummary, CatalogSummaryCounts,
    CatalogSummaryLeftOut, CatalogSummaryNewestSnapshot, ContainerSizeInput, DesignTokens, Device, DeviceDisplay,
    DeviceDisplayCornerRadius, DisplayCorners, DisplayCornersHingeEdgeEnum, DeviceDisplayZoom, DeviceEntry,
    DeviceEntryFamilyEnum, DeviceEntryIdiomEnum, DeviceEntryInterfaceOrientationEnum, DeviceEntryOrientationEnum,
    DeviceFamilyEnum, DeviceFeatures, DeviceGroup, DeviceHomeIndicator, DeviceIdiomEnum, DeviceInterfaceOrientationEnum,
    DeviceOrientationEnum, DeviceOs, DeviceOsNameEnum, DeviceReleased, DeviceScreenProvenance, DeviceSensorHousing,
    DeviceSensorHousingTypeEnum, DeviceSizeClasses, Dimension, DimensionInput, DirectionalInsetsInput, EdgeInsets,
    FitAnswer, FitRequest, FitRequestAlignmentEnum, FitRequestFormatEnum, FitRequestKeyboardEnum, FitRequestModeEnum,
    FitRequestMultitaskingEnum, FitRequestOrientationEnum, FitRequestRegionEnum, FitRequestSemanticsEnum,
    FlowLayoutLine, GroupReference, InsetsInput, KeyboardHeights, NullableEdgeInsets, NullableRect, NullableSafeAreaSet,
    NullableSize, Point, Problem, ProposedSize, ProposedSizeInput, Rect, RectInput, Resolution, SafeAreaInsetsInput,
    SafeAreaSet, Size, SizeClassAnswer, SizeClassAnswerConfidenceEnum, SizeClassAnswerHorizontalEnum,
    SizeClassAnswerIdiomEnum, SizeClassAnswerInterfaceOrientationEnum, SizeClassAnswerOrientationEnum,
    SizeClassAnswerVerticalEnum, SizeClassRequest, SizeClassRequestIdiomEnum, SizeClassRequestMultitaskingEnum,
    SizeClassRequestOrientationEnum, SizeClasses, SizeClassesHorizontalEnum, SizeClassesVerticalEnum, SizeInput,
    SourceSnapshot, SwiftUIAlignment, SwiftUIAlignmentGuide, SwiftUIAlignmentGuideAlignmentEnum,
    SwiftUIAlignmentGuideTypeEnum, SwiftUIAspectRatio, SwiftUIAspectRatioContentModeEnum, SwiftUIAspectRatioTypeEnum,
    SwiftUIAxes, SwiftUIBackground, SwiftUIBackgroundTypeEnum, SwiftUICapsule, SwiftUICapsuleTypeEnum, SwiftUICircle,
    SwiftUICircleTypeEnum, SwiftUIColor, SwiftUIColorTypeEnum, SwiftUIDimension, SwiftUIDivider, SwiftUIDividerTypeEnum,
    SwiftUIEdge, SwiftUIEdgeSet, SwiftUIEdges, SwiftUIFit, SwiftUIFitModeEnum, SwiftUIFitSemanticsEnum, SwiftUIFixed,
    SwiftUIFixedSize, SwiftUIFixedSizeTypeEnum, SwiftUIFixedTypeEnum, SwiftUIFlexibleFrame,
    SwiftUIFlexibleFrameMaxWidth, SwiftUIFlexibleFrameTypeEnum, SwiftUIFrame, SwiftUIFrameTypeEnum, SwiftUIGrid,
    SwiftUIGridCellAnchor, SwiftUIGridCellAnchorTypeEnum, SwiftUIGridCellColumns, SwiftUIGridCellColumnsTypeEnum,
    SwiftUIGridCellUnsizedAxes, SwiftUIGridCellUnsizedAxesTypeEnum, SwiftUIGridColumnAlignment,
    SwiftUIGridColumnAlignmentTypeEnum, SwiftUIGridItem, SwiftUIGridItemAlignmentEnum, SwiftUIGridItemSize,
    SwiftUIGridLimits, SwiftUIGridRow, SwiftUIGridRowTypeEnum, SwiftUIGridTypeEnum, SwiftUIGuideFraction,
    SwiftUIGuideFractionOfEnum, SwiftUIGuideValue, SwiftUIHStack, SwiftUIHStackTypeEnum, SwiftUIHorizontalAlignment,
    SwiftUIIgnoresSafeArea, SwiftUIIgnoresSafeAreaTypeEnum, SwiftUIImage, SwiftUIImageTypeEnum, SwiftUILayoutAnswer,
    SwiftUILayoutAnswerRegion, SwiftUILayoutAnswerRegionNameEnum, SwiftUILayoutNode, SwiftUILayoutPriority,
    SwiftUILayoutPriorityTypeEnum, SwiftUILayoutRequest, SwiftUILayoutRequestFormatEnum,
    SwiftUILayoutRequestHorizontalSizeClassEnum, SwiftUILayoutRequestMultitaskingEnum,
    SwiftUILayoutRequestOrientationEnum, SwiftUILayoutRequestRegionEnum, SwiftUILayoutRequestVerticalSizeClassEnum,
    SwiftUILazyHGrid, SwiftUILazyHGridTypeEnum, SwiftUILazyVGrid, SwiftUILazyVGridTypeEnum, SwiftUINodeProposal,
    SwiftUIOffset, SwiftUIOffsetTypeEnum, SwiftUIOverlay, SwiftUIOverlayTypeEnum, SwiftUIPadding,
    SwiftUIPaddingTypeEnum, SwiftUIRectangle, SwiftUIRectangleTypeEnum, SwiftUIRoundedRectangle,
    SwiftUIRoundedRectangleTypeEnum, SwiftUISafeAreaInset, SwiftUISafeAreaInsetAlignmentEnum,
    SwiftUISafeAreaInsetTypeEnum, SwiftUISafeAreaPadding, SwiftUISafeAreaPaddingTypeEnum, SwiftUIScrollView,
    SwiftUIScrollViewTypeEnum, SwiftUISheetAnswer, SwiftUISheetAnswerGroupsInnerSizeClasses,
    SwiftUISheetAnswerGroupsInnerSizeClassesHorizontalEnum, SwiftUISheetAnswerGroupsInnerSizeClassesVerticalEnum,
    SwiftUISheetAnswerRegionEnum, SwiftUISheetContext, SwiftUISheetContextOrientationEnum, SwiftUISheetFinding,
    SwiftUISheetFindingEdgesEnum, SwiftUISheetFindingKindEnum, SwiftUISheetRequest, SwiftUISheetRequestAllEnum,
    SwiftUISheetRequestFormatEnum, SwiftUISheetRequestOrientationsEnum, SwiftUISheetRequestRegionEnum, SwiftUISizeClass,
    SwiftUISizeClassAxisEnum, SwiftUISizeClassTypeEnum, SwiftUISpacer, SwiftUISpacerTypeEnum, SwiftUIVStack,
    SwiftUIVStackTypeEnum, SwiftUIVerticalAlignment, SwiftUIView, SwiftUIViewThatFits, SwiftUIViewThatFitsTypeEnum,
    SwiftUIZStack, SwiftUIZStackTypeEnum, TVGrid, TVGridFocus, TVGridItemWidthSourceEnum, TVGridList, TVGridRequest,
    TVGridRequestFormatEnum, TVGridRows, TVGridScrollingRow, TVGridTitledRow, UIKitFit, UIKitFitDeviceRegion,
    UIKitFitDeviceRegionAspectFitGuide, UIKitFitDeviceRegionAspectFitGuideLimitedByEnum,
    UIKitFitDeviceRegionInterfaceOrientationEnum, UIKitFitDeviceRegionKeyboard, UIKitFitDeviceRegionKeyboardOptionEnum,
    UIKitFitDeviceRegionOrientationEnum, UIKitFitDeviceRegionRegionEnum, UIKitFitSemanticsEnum,
} from './src/models/index.js';
export * from './names.js';
export { LayoutdProblem, LayoutdTimeout } from './errors.js';
export { DevicesApi, GeometryApi, connect, parseSize, pictureOrJSON, ratio, size } from './layoutd.js';
export type {
    CSSText, ConnectOptions, Layoutd, SVGText, SizeLike, SwiftUILayoutQuestion, SwiftUISheetQuestion,
} from './layoutd.js';
