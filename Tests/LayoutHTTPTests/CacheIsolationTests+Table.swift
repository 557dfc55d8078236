import LayoutHTTP
import LayoutHTTPCore

/// The hand-written rows of ``CacheIsolationTests/table``, one per way of asking a cached route (the picture options
/// every drawing route shares are ``CacheIsolationTests/pictures(name:path:methods:fixed:)``).
extension CacheIsolationTests {
    static let written: [Shape] =
        [
            Shape(
                name: "/fit uikit by aspect", path: "/fit",
                fields: [
                    ("container", #""852x393""#, #""400x300""#),
                    ("aspectRatio", #""21:9""#, #""4:3""#),
                    ("mode", #""scaleAspectFit""#, #""scaleAspectFill""#),
                    ("alignment", #""top""#, #""bottomRight""#),
                    ("scale", "3", "2.5"),
                    ("rounding", "true", "false"),
                ]),
            Shape(
                name: "/fit uikit by content", path: "/fit",
                fields: [
                    ("container", #""852x393""#, #""400x300""#),
                    ("content", #""1920x1080""#, #""300x500""#),
                    ("mode", #""center""#, #""bottomLeft""#),
                ]),
            Shape(
                name: "/fit uikit on a device", path: "/fit", fixed: [("aspectRatio", #""16:9""#)],
                fields: [
                    ("device", #""iphone-14-pro""#, #""ipad-pro-12-9-inch""#),
                    ("orientation", #""portrait""#, #""landscapeLeft""#),
                    ("region", #""window""#, #""safeArea""#),
                    ("scale", "2", "3"),
                ]),
            Shape(
                name: "/fit safe area by OS version", path: "/fit",
                fixed: [("region", #""safeArea""#), ("aspectRatio", #""16:9""#)],
                fields: [
                    ("device", #""iphone-11""#, #""iphone-xr""#),
                    ("os", #""13""#, #""14""#),
                    ("orientation", #""portrait""#, #""landscapeLeft""#),
                ]),
            Shape(
                name: "/fit Display Zoom", path: "/fit", fixed: [("aspectRatio", #""16:9""#)],
                fields: [
                    ("device", #""iphone-6-plus""#, #""iphone-6""#),
                    ("displayZoom", "false", "true"),
                    ("orientation", #""portrait""#, #""landscapeLeft""#),
                ]),
            Shape(
                name: "/fit aspect-fit guide", path: "/fit",
                fixed: [("device", #""iphone-14-pro""#), ("region", #""aspectFitGuide""#)],
                fields: [
                    ("aspectRatio", #""4:3""#, #""1:1""#),
                    ("content", #""100x50""#, #""30x90""#),
                ]),
            Shape(
                name: "/fit keyboard guide", path: "/fit",
                fixed: [("region", #""keyboardLayoutGuide""#), ("aspectRatio", #""16:9""#)],
                fields: [
                    ("device", #""iphone-16-pro""#, #""iphone-13""#),
                    ("keyboard", #""predictive""#, #""noPredictive""#),
                    ("orientation", #""portrait""#, #""landscapeLeft""#),
                    ("os", #""26""#, #""18""#),
                ]),
            Shape(
                name: "/fit swiftui", path: "/fit", fixed: [("semantics", #""swiftui""#)],
                fields: [
                    ("proposalWidth", "200", "300"),
                    ("proposalHeight", "200", "100"),
                    ("aspectRatio", "0.75", "1.5"),
                    ("idealSize", #""30x20""#, #""10x40""#),
                    ("mode", #""fit""#, #""fill""#),
                    ("scale", "2", "3"),
                ]),
            Shape(
                name: "/tvgrid by columns", path: "/tvgrid",
                fields: [
                    ("columns", "3", "5"),
                    ("screen", #""1920x1080""#, #""1280x720""#),
                    ("safeAreaInsets", #""60,80,60,80""#, #""40,60,40,60""#),
                    ("horizontalSpacing", "40", "20"),
                    ("minimumVerticalSpacing", "100", "50"),
                    ("itemHeight", "180", "240"),
                    ("focusedScale", "1.1", "1.2"),
                    ("titleHeight", "40", "60"),
                    ("titlePadding", "20", "10"),
                    ("itemCount", "12", "30"),
                ]),
            Shape(
                name: "/tvgrid by item width", path: "/tvgrid",
                fields: [
                    ("itemWidth", "300", "410"),
                    ("itemAspectRatio", #""16:9""#, #""4:3""#),
                    ("horizontalSpacing", "40", "20"),
                ]),
            Shape(
                name: "/alignment from a frame", path: "/alignment",
                fields: [
                    ("frame", #""0,0,130,130""#, #""10,20,44,30""#),
                    ("alignmentRectInsets", #""0,0,30,30""#, #""2,4,6,8""#),
                    ("layoutDirection", #""leftToRight""#, #""rightToLeft""#),
                    ("scale", "2", "3"),
                    ("insetsUnit", #""pt""#, #""px""#),
                ]),
            Shape(
                name: "/alignment directional", path: "/alignment",
                fields: [
                    ("alignmentRect", #""0,0,100,100""#, #""10,20,44,30""#),
                    ("directionalInsets", #""0,10,0,0""#, #""5,0,5,20""#),
                    ("layoutDirection", #""leftToRight""#, #""rightToLeft""#),
                ]),
            Shape(
                name: "/alignment tap target", path: "/alignment",
                fields: [
                    ("alignmentRect", #""10,10,24,30""#, #""0,0,30,40""#),
                    ("minimumSize", #""44x44""#, #""48x48""#),
                    ("scale", "2", "3"),
                ]),
            Shape(
                name: "/sizeclass by device", path: "/sizeclass",
                fields: [
                    ("device", #""iphone-14-pro""#, #""iphone-14-pro-max""#),
                    ("orientation", #""portrait""#, #""landscapeLeft""#),
                ]),
            Shape(
                name: "/sizeclass iPad multitasking", path: "/sizeclass", fixed: [("device", #""ipad-pro-12-9-inch""#)],
                fields: [
                    ("orientation", #""portrait""#, #""landscapeLeft""#),
                    ("multitasking", #""full""#, #""split-2/3""#),
                ]),
            Shape(
                name: "/sizeclass Display Zoom", path: "/sizeclass", fixed: [("device", #""iphone-6-plus""#)],
                fields: [
                    ("displayZoom", "false", "true"),
                    ("orientation", #""portrait""#, #""landscapeLeft""#),
                ]),
            Shape(
                name: "/sizeclass by display", path: "/sizeclass", fixed: [("device", #""iphone-duo""#)],
                fields: [
                    ("display", #""outer""#, #""inner""#),
                    ("orientation", #""portrait""#, #""landscapeLeft""#),
                ]),
            Shape(
                name: "/fit by display", path: "/fit",
                fixed: [("device", #""iphone-duo""#), ("aspectRatio", #""16:9""#)],
                fields: [
                    ("display", #""outer""#, #""inner""#),
                    ("region", #""window""#, #""safeArea""#),
                ]),
            Shape(
                name: "/fit in an iPad window", path: "/fit",
                fixed: [
                    ("device", #""ipad-pro-12-9-inch-6th-generation""#), ("orientation", #""landscape""#),
                    ("aspectRatio", #""16:9""#),
                ],
                fields: [
                    ("multitasking", #""full""#, #""split-1/2""#),
                    ("region", #""window""#, #""safeArea""#),
                ]),
            Shape(
                name: "/fit in a sized iPad window", path: "/fit",
                fixed: [("device", #""ipad-pro-13-inch-m5""#), ("aspectRatio", #""1:1""#)],
                fields: [
                    ("window", #""600x800""#, #""700x900""#),
                    ("region", #""window""#, #""safeArea""#),
                ]),
            Shape(
                name: "/sizeclass by window", path: "/sizeclass",
                fields: [
                    ("window", #""400x600""#, #""800x1000""#),
                    ("idiom", #""phone""#, #""pad""#),
                ]),
            Shape(
                name: "/swiftui/layout by proposal", path: "/swiftui/layout", methods: ["POST"],
                fields: [
                    ("proposal", #"{"width":150,"height":100}"#, #"{"width":200,"height":null}"#),
                    ("scale", "1", "3"),
                    (
                        "view",
                        #"{"type":"HStack","spacing":0,"children":[{"type":"flexibleFrame","maxWidth":100,"content":"#
                            + #"{"type":"Rectangle"}},{"type":"flexibleFrame","minWidth":100,"#
                            + #""content":{"type":"Rectangle"}}]}"#,
                        #"{"type":"VStack","children":[{"type":"Circle","id":"c"},{"type":"Spacer"},"#
                            + #"{"type":"Rectangle"}]}"#
                    ),
                ]),
            Shape(
                name: "/swiftui/layout on a device", path: "/swiftui/layout", methods: ["POST"],
                fixed: [("view", #"{"type":"padding","content":{"type":"Rectangle"}}"#)],
                fields: [
                    ("device", #""iphone-16-pro""#, #""ipad-pro-12-9-inch""#),
                    ("orientation", #""portrait""#, #""landscapeLeft""#),
                    ("region", #""window""#, #""safeArea""#),
                    ("scale", "2", "3"),
                ]),
            Shape(
                name: "/devices", path: "/devices", methods: ["GET"],
                fields: [
                    ("family", #""iphone""#, #""ipad""#),
                    ("q", #""pro""#, #""max""#),
                    ("minWidth", "300", "380"),
                    ("maxHeight", "1400", "860"),
                    ("scale", "3", "2"),
                    ("fields", #""id,name""#, #""id,screen""#),
                    ("limit", "5", "3"),
                    ("cursor", #""0""#, #""1""#),
                ]),
            Shape(
                name: "/devices/{id}", path: "/devices/{id}", methods: ["GET"],
                fields: [
                    ("id", #""iphone-14-pro""#, #""ipad-pro-12-9-inch""#),
                    ("fields", #""id,name""#, #""id,screen""#),
                ]),
            Shape(
                name: "/devices/{id} by OS version", path: "/devices/{id}", methods: ["GET"],
                fields: [
                    ("id", #""iphone-11""#, #""iphone-xr""#),
                    ("os", #""13""#, #""14""#),
                ]),
            Shape(
                name: "/devices/{id}/tokens", path: "/devices/{id}/tokens", methods: ["GET"],
                fields: [
                    ("id", #""iphone-11""#, #""iphone-xr""#),
                    ("os", #""13""#, #""14""#),
                    ("dimensions", #""object""#, #""string""#),
                ]),
            Shape(
                name: "/devices/{id}/tokens by display", path: "/devices/iphone-duo/tokens", methods: ["GET"],
                fields: [
                    ("display", #""outer""#, #""inner""#),
                    ("dimensions", #""object""#, #""string""#),
                ]),
            Shape(
                name: "/devices/{id}/css by display", path: "/devices/iphone-duo/css", methods: ["GET"],
                fields: [
                    ("display", #""outer""#, #""inner""#)
                ]),
            Shape(
                name: "/devices/{id} by display", path: "/devices/iphone-duo", methods: ["GET"],
                fields: [
                    ("display", #""outer""#, #""inner""#),
                    ("fields", #""id,screen""#, #""id,sizeClasses""#),
                ]),
            Shape(
                name: "/devices.tokens.json", path: "/devices.tokens.json", methods: ["GET"],
                fields: [
                    ("family", #""watch""#, #""tv""#),
                    ("dimensions", #""object""#, #""string""#),
                ]),
            Shape(
                name: "/devices/groups/{id}", path: "/devices/groups/{id}", methods: ["GET"],
                fields: [
                    ("id", #""ipad-pro-11-inch""#, #""iphone-14-pro""#)
                ]),
            Shape(
                name: "/devices by identifier and bounds", path: "/devices", methods: ["GET"],
                fields: [
                    ("identifier", #""iPhone15,2""#, #""iPhone15,3""#),
                    ("maxWidth", "440", "390"),
                    ("minHeight", "800", "860"),
                ]),
            Shape(
                name: "/devices/{id}/css by OS version", path: "/devices/{id}/css", methods: ["GET"],
                fields: [
                    ("id", #""iphone-11""#, #""iphone-xr""#),
                    ("os", #""13""#, #""14""#),
                ]),
            Shape(
                name: "/devices.css", path: "/devices.css", methods: ["GET"],
                fields: [
                    ("family", #""iphone""#, #""ipad""#)
                ]),
            Shape(
                name: "/swiftui/layout in an iPad window", path: "/swiftui/layout", methods: ["POST"],
                fixed: [
                    ("view", #"{"type":"padding","content":{"type":"Rectangle"}}"#),
                    ("device", #""ipad-pro-12-9-inch""#), ("orientation", #""landscape""#),
                ],
                fields: [("multitasking", #""full""#, #""split-1/2""#)]),
            Shape(
                name: "/swiftui/layout in a sized iPad window", path: "/swiftui/layout", methods: ["POST"],
                fixed: [
                    ("view", #"{"type":"padding","content":{"type":"Rectangle"}}"#),
                    ("device", #""ipad-pro-13-inch-m5""#),
                ],
                fields: [("window", #""600x800""#, #""700x900""#)]),
            Shape(
                name: "/swiftui/layout with Text", path: "/swiftui/layout", methods: ["POST"],
                fixed: [
                    ("proposal", #"{"width":120,"height":null}"#),
                    (
                        "view",
                        #"{"type":"HStack","children":[{"type":"Fixed","width":10,"height":10},{"type":"Text","#
                            + #""string":"Hello world, this wraps","font":"body"}]}"#
                    ),
                ],
                fields: [
                    ("dynamicTypeSize", #""large""#, #""accessibility3""#),
                    ("layoutDirection", #""leftToRight""#, #""rightToLeft""#),
                ]),
            Shape(
                name: "/swiftui/sheet with Text", path: "/swiftui/sheet", methods: ["POST"],
                fixed: [
                    ("devices", #"["iphone-17-pro"]"#),
                    ("view", #"{"type":"Text","string":"Notifications and Sounds","font":"headline"}"#),
                ],
                fields: [
                    ("dynamicTypeSizes", #"["large"]"#, #"["accessibility5"]"#),
                    ("pseudolanguages", #"["none"]"#, #"["doubleLength"]"#),
                    ("layoutDirections", #"["leftToRight"]"#, #"["rightToLeft"]"#),
                ]),
            Shape(
                name: "/swiftui/layout by size class", path: "/swiftui/layout", methods: ["POST"],
                fixed: [
                    ("proposal", #"{"width":100,"height":100}"#),
                    (
                        "view",
                        #"{"type":"sizeClass","compact":{"type":"sizeClass","axis":"vertical","#
                            + #""compact":{"type":"Fixed","width":1,"height":1},"regular":{"type":"Fixed","width":2,"#
                            + #""height":2}},"regular":{"type":"sizeClass","axis":"vertical","#
                            + #""compact":{"type":"Fixed","width":3,"height":3},"#
                            + #""regular":{"type":"Fixed","width":4,"height":4}}}"#
                    ),
                ],
                fields: [
                    ("horizontalSizeClass", #""compact""#, #""regular""#),
                    ("verticalSizeClass", #""compact""#, #""regular""#),
                ]),
            Shape(
                name: "/swiftui/layout by display", path: "/swiftui/layout", methods: ["POST"],
                fixed: [("view", #"{"type":"padding","content":{"type":"Rectangle"}}"#), ("device", #""iphone-duo""#)],
                fields: [("display", #""outer""#, #""inner""#)]),
            Shape(
                name: "/devices/{id} picture", path: "/devices/iphone-16-pro", methods: ["GET"],
                fixed: [("format", #""svg""#)],
                fields: [
                    ("orientation", #""portrait""#, #""landscape""#),
                    ("aspectRatio", #""4:3""#, #""1:1""#),
                    ("keyboard", #""predictive""#, #""hidden""#),
                ]),
        ] + pictures(name: "/fit", path: "/fit", fixed: [("container", #""852x393""#), ("aspectRatio", #""21:9""#)])
        + pictures(
            name: "/alignment", path: "/alignment",
            fixed: [("frame", #""0,0,130,130""#), ("alignmentRectInsets", #""0,0,30,30""#)])
        + pictures(name: "/tvgrid", path: "/tvgrid", fixed: [("columns", "3")])
        + pictures(name: "/devices/{id}", path: "/devices/iphone-16-pro", methods: ["GET"], fixed: [])
        + pictures(
            name: "/swiftui/layout", path: "/swiftui/layout", methods: ["POST"],
            fixed: [("proposal", #"{"width":150,"height":100}"#), ("view", #"{"type":"Circle","id":"c"}"#)])
        + sheetRows
        + pictures(
            name: "/swiftui/sheet", path: "/swiftui/sheet", methods: ["POST"],
            fixed: [("devices", #"["iphone-16-pro"]"#), ("view", #"{"type":"Fixed","width":500,"height":10}"#)])

    /// `/swiftui/sheet`: the models (a list, a family, every model), the tree, orientations, a foldable's displays,
    /// iPad windows, the region and the JSON form.
    static let sheetRows: [Shape] = [
        Shape(
            name: "/swiftui/sheet on a list", path: "/swiftui/sheet", methods: ["POST"],
            fields: [
                ("devices", #"["ipad-air-11-inch-m3"]"#, #"["ipad-pro-12-9-inch"]"#),
                (
                    "view", #"{"type":"Fixed","width":900,"height":10}"#,
                    #"{"type":"padding","content":{"type":"Color"}}"#
                ),
                ("orientations", #"["portrait"]"#, #"["landscape"]"#),
                ("windows", #"["full"]"#, #"["600x800"]"#),
                ("region", #""safeArea""#, #""window""#),
            ]),
        Shape(
            name: "/swiftui/sheet by family", path: "/swiftui/sheet", methods: ["POST"],
            fixed: [("view", #"{"type":"Color"}"#), ("orientations", #"["portrait"]"#)],
            fields: [("family", #""iphone""#, #""ipad""#), ("form", #""full""#, #""compact""#)]),
        Shape(
            name: "/swiftui/sheet on every model", path: "/swiftui/sheet", methods: ["POST"],
            fixed: [("all", "true"), ("view", #"{"type":"Color"}"#)],
            fields: [("orientations", #"["portrait"]"#, #"["landscape"]"#)]),
        Shape(
            name: "/swiftui/sheet by display", path: "/swiftui/sheet", methods: ["POST"],
            fixed: [("devices", #"["iphone-duo"]"#), ("view", #"{"type":"Color"}"#)],
            fields: [("displays", #"["outer"]"#, #"["inner"]"#)]),
    ]
}
