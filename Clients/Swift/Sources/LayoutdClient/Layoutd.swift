public import Foundation
public import OpenAPIRuntime
public import OpenAPIURLSession

/// layoutd through one call per question: the generated ``Client`` underneath, with the answers you usually want.
///
/// The generated client (`layoutd.client`) covers every route, parameter and answer of `openapi.yaml`; these methods
/// cover the common questions and throw every error answer as a ``LayoutdError/problem(_:)``.
///
/// ```swift
/// let layoutd = Layoutd(serverURL: URL(string: "http://127.0.0.1:8080")!)
/// let rect = try await layoutd.fit(container: .init(width: 852, height: 393), aspect: "21:9")
/// // rect == Rect(x: 0, y: 13.928571428571445, width: 852, height: 365.1428571428571)
/// ```
public struct Layoutd: Sendable {
    /// A rect `{x, y, width, height}` in points.
    public typealias Rect = Components.Schemas.Rect
    /// A size `{width, height}` in points.
    public typealias Size = Components.Schemas.Size
    /// A hardware model from the device catalog.
    public typealias Device = Components.Schemas.Device
    /// An RFC 9457 problem document (every error answer).
    public typealias Problem = Components.Schemas.Problem
    /// portrait, landscape (landscapeLeft), landscapeLeft or landscapeRight.
    public typealias Orientation = Components.Parameters.Orientation
    /// A device's whole window, its safe area, or its safe-area aspect-fit guide.
    public typealias Region = Components.Parameters.Region

    /// The generated client, for every route and member.
    public let client: Client

    /// Creates a client of the layoutd at `serverURL`.
    ///
    /// - Parameters:
    ///   - serverURL: Where layoutd listens (`http://127.0.0.1:8080` by default, its embedded default).
    ///   - transport: How requests are sent; URLSession by default.
    ///   - middlewares: More middlewares, run after ``IfNoneMatchMiddleware`` (which is always installed).
    public init(
        serverURL: URL = URL(string: "http://127.0.0.1:8080")!,
        transport: any ClientTransport = URLSessionTransport(),
        middlewares: [any ClientMiddleware] = []
    ) {
        client = Client(
            serverURL: serverURL, transport: transport, middlewares: [IfNoneMatchMiddleware()] + middlewares)
    }

    /// Where content of an aspect ratio goes in a container: `UIView.ContentMode.scaleAspectFit`, centered.
    ///
    /// - Parameters:
    ///   - container: The container's size in points.
    ///   - aspect: The ratio as `W:H`, `W/H`, `WxH` or a number, in (0, 100].
    /// - Returns: The rect the content takes (no pixel rounding: no scale is given).
    /// - Throws: ``LayoutdError``; a ratio out of range is a 400 ``LayoutdError/problem(_:)``.
    ///
    /// `fit(container: .init(width: 852, height: 393), aspect: "21:9")`
    /// => `{x: 0, y: 13.93, width: 852, height: 365.14}`
    public func fit(container: Size, aspect: String) async throws -> Rect {
        try await uikitRect(
            .init(container: "\(Self.number(container.width))x\(Self.number(container.height))", aspectRatio: aspect))
    }

    /// Where content of an aspect ratio goes in a device's window, safe area or safe-area aspect-fit guide.
    ///
    /// UIKit's `scaleAspectFit` centered in the region, edges on the device's pixel grid; for
    /// ``Region/aspectFitGuide`` the rect is `UIWindow.safeAreaAspectFitLayoutGuide`'s layout frame at that ratio.
    ///
    /// - Parameters:
    ///   - device: A device id, name or hardware identifier (`iphone-14-pro`, `iPad16,3`), or a group (HIG row).
    ///   - orientation: The orientation it is held in (portrait by default).
    ///   - region: The region to fit in (the window by default).
    ///   - aspect: The ratio as `W:H`, `W/H`, `WxH` or a number, in (0, 100].
    /// - Returns: The rect, in the window's coordinates.
    /// - Throws: ``LayoutdError``: an unknown device is a 404 problem, a region the device has no figures for a 422.
    ///
    /// `fit(device: "iphone-14-pro", orientation: .landscape, region: .safeArea, aspect: "21:9")`
    /// => `{x: 59, y: 28.67, width: 734, height: 314.67}`
    public func fit(
        device: String, orientation: Orientation = .portrait, region: Region = .window, aspect: String
    )
        async throws -> Rect
    {
        try await uikitRect(.init(aspectRatio: aspect, device: device, orientation: orientation, region: region))
    }

    /// One hardware model: screen, scale, safe-area insets per orientation, corner radius, sensor housing, and more.
    ///
    /// - Parameters:
    ///   - id: An id, name or hardware identifier (`iPad16,3`), or a group id or name (resolves to a model).
    ///   - os: An OS version (`17`, `17.2`) whose safe-area insets to answer; the newest by default.
    /// - Returns: The whole entry; figures no source gives are `nil`.
    /// - Throws: ``LayoutdError``: an unknown device is a 404 problem with `suggestions`.
    ///
    /// `try await layoutd.device("iPad16,3").screen` => `{width: 834, height: 1210}`
    public func device(_ id: String, os: String? = nil) async throws -> Device {
        let output = try await client.deviceGet(path: .init(id: id), query: .init(os: os))
        guard case .ok(let ok) = output else { throw try Self.failure(output) }
        return try ok.body.json
    }

    /// GET /fit with `query`, expecting a UIKit answer; its `rect`.
    private func uikitRect(_ query: Operations.FitGet.Input.Query) async throws -> Rect {
        let output = try await client.fitGet(query: query)
        guard case .ok(let ok) = output else { throw try Self.failure(output) }
        guard case .UIKitFit(let fit) = try ok.body.json else { throw LayoutdError.unexpectedAnswer("a SwiftUI fit") }
        return fit.rect
    }

    /// The error an operation's answer other than 200 comes to: the problem its body carries, 304, or its status.
    ///
    /// Every generated `Output` is an enum with one case per documented status, each carrying that response; the
    /// problem responses conform to ``ProblemAnswer``, so one function reads them all.
    ///
    /// - Parameter output: A generated operation's `Output` that is not `.ok`.
    /// - Returns: `.problem` for a problem+json answer, `.notModified` for 304, else `.undocumented` with the status.
    static func failure(_ output: Any) throws -> LayoutdError {
        guard let answer = Mirror(reflecting: output).children.first else { return .unexpectedAnswer("\(output)") }
        if let problem = answer.value as? any ProblemAnswer { return .problem(try problem.problem) }
        switch answer.label {
        case "notModified": return .notModified
        case "uriTooLong": return .undocumented(statusCode: 414)
        case "requestHeaderFieldsTooLarge": return .undocumented(statusCode: 431)
        default:
            // .undocumented(statusCode: Int, UndocumentedPayload)
            let status = Mirror(reflecting: answer.value).children.first?.value as? Int
            return status.map { .undocumented(statusCode: $0) } ?? .unexpectedAnswer("\(output)")
        }
    }

    /// A length as layoutd reads it in a `WIDTHxHEIGHT` parameter: `852` rather than `852.0`, full precision otherwise.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}

/// A generated problem response (400, 404, 406, 422): its body is an RFC 9457 problem document.
protocol ProblemAnswer {
    /// The problem document the response carries.
    var problem: Components.Schemas.Problem { get throws }
}

extension Components.Responses.BadRequest: ProblemAnswer {
    var problem: Components.Schemas.Problem { get throws { try body.applicationProblemJson } }
}
extension Components.Responses.NotFound: ProblemAnswer {
    var problem: Components.Schemas.Problem { get throws { try body.applicationProblemJson } }
}
extension Components.Responses.NotAcceptable: ProblemAnswer {
    var problem: Components.Schemas.Problem { get throws { try body.applicationProblemJson } }
}
extension Components.Responses.Unprocessable: ProblemAnswer {
    var problem: Components.Schemas.Problem { get throws { try body.applicationProblemJson } }
}

/// Why a ``Layoutd`` call gave no answer.
public enum LayoutdError: Error, Sendable, Equatable {
    /// layoutd answered with an RFC 9457 problem (400, 404, 406, 422, …); `status`, `detail` and `invalidFields`
    /// say why.
    case problem(Components.Schemas.Problem)
    /// 304: the `If-None-Match` ETag still matches (only when a request carried one).
    case notModified
    /// A status `openapi.yaml` does not list for the operation (or libmicrohttpd's own HTML 414/431).
    case undocumented(statusCode: Int)
    /// A 200 of another kind than the method reads (for example a SwiftUI fit where a UIKit one was asked).
    case unexpectedAnswer(String)
}
