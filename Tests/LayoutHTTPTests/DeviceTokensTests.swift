import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutAnswers
import LayoutGeometry
import LayoutTestSupport
import Testing
@testable import LayoutHTTPCore

/// `GET /devices/{id}/tokens` and `GET /devices.tokens.json` (DTCG design tokens), and `fields=` on `/devices/{id}`
/// alone and in a batch. (``DeviceTokensAnswersTests`` checks each token against the catalog.)
struct DeviceTokensTests {
    let service = buildService(configuration: ServerConfiguration())

    /// Every model's tokens, in both dimension forms: JSON whose every leaf is a token with `$value` and `$type`.
    @Test func everyModelsTokensAreDTCGWithValueAndTypeOnEveryLeaf() {
        for device in DeviceCatalog.bundled.devices {
            for form in ["object", "string"] {
                let response = service.respond(to: get("/devices/\(device.id)/tokens?dimensions=\(form)"))
                #expect(response.status == 200 && response.header("Content-Type") == "application/json", "\(device.id)")
                #expect(response.header("ETag") != nil)
                let walk = DesignTokenWalk(bytes: response.body)
                #expect(walk.problems.isEmpty, "\(device.id) \(form): \(walk.problems.prefix(5))")
                #expect(walk.forms == [form], "\(device.id)")
                for display in device.everyDisplay {  // a group per display of a model with more than one
                    let path = "\(display.displayKey).\(display.orientations[0]).screen.width"
                    #expect(walk.tokens[path] == display.screen.width, "\(path)")
                }
            }
        }
    }

    @Test func aFamilyFileHoldsItsModelsAndTheWholeCatalogIsOneFile() throws {
        let iphones = service.respond(to: get("/devices.tokens.json?family=iphone"))
        #expect(iphones.status == 200)
        let walk = DesignTokenWalk(bytes: iphones.body)
        #expect(walk.problems.isEmpty, "\(walk.problems.prefix(5))")
        let body = json(iphones)
        let ids = DeviceCatalog.bundled.devices.filter { $0.family == "iPhone" }.flatMap(\.everyDisplay).map(
            \.displayKey)
        #expect(Set(body.keys.filter { !$0.hasPrefix("$") }) == Set(ids))
        #expect(walk.forms == ["string"], "the default form is the \"62px\" string")
        let all = service.respond(to: get("/devices.tokens.json?dimensions=object"))
        let everything = DesignTokenWalk(bytes: all.body)
        #expect(everything.problems.isEmpty && everything.forms == ["object"])
        let groups = DeviceCatalog.bundled.devices.flatMap(\.everyDisplay).count
        #expect(json(all).keys.count == groups + 2)  // $description, $extensions
        // The same paths and figures whichever file a model comes from.
        let alone = DesignTokenWalk(bytes: service.respond(to: get("/devices/iphone-16-pro/tokens")).body).tokens
        #expect(alone.allSatisfy { walk.tokens[$0.key] == $0.value })
    }

    /// Dimensions default to `"62px"` strings (what Style Dictionary's `size/px` and Tokens Studio read), the
    /// 2025.10 object on request; the extension key is a reverse-domain name; `Accept:
    /// application/design-tokens+json` (DTCG's media type) is answered, an `Accept` naming neither it nor JSON is not.
    @Test func stringsByDefaultReverseDomainExtensionsAndTheTokensMediaType() throws {
        let tokens = "/devices/iphone-16-pro/tokens"
        let plain = service.respond(to: get(tokens))
        let top = try #require(
            (json(plain)["iphone-16-pro"] as? [String: Any]).flatMap {
                (($0["portrait"] as? [String: Any])?["safeArea"] as? [String: Any])?["top"] as? [String: Any]
            })
        #expect(top["$value"] as? String == "62px" && top["$type"] as? String == "dimension")
        let object = service.respond(to: get(tokens + "?dimensions=object")).bodyText
        #expect(object.contains(#""top":{"$value":{"value":62,"unit":"px"},"$type":"dimension"}"#))
        let extensions = try #require(json(plain)["$extensions"] as? [String: Any])
        #expect(Array(extensions.keys) == ["io.github.layoutd"])
        #expect(!plain.bodyText.contains(#""layoutd":{"#))
        for path in [tokens, "/devices.tokens.json?family=iphone"] {
            let same = service.respond(to: get(path))
            for accept in ["application/design-tokens+json", "application/design-tokens+json;q=0.5, text/html"] {
                let asked = service.respond(to: get(path, headers: ["Accept": accept]))
                #expect(asked.status == 200 && asked.body == same.body, "\(path) \(accept)")
            }
            let refused = service.respond(to: get(path, headers: ["Accept": "text/html"]))
            expectProblem(refused, status: 406, naming: "answers application/json or application/design-tokens+json;")
        }
        // Other JSON routes take no design-tokens type.
        let device = service.respond(
            to: get("/devices/iphone-16-pro", headers: ["Accept": "application/design-tokens+json"]))
        expectProblem(device, status: 406, naming: "design-tokens+json")
        // Prepared answers are keyed apart from a client that takes neither.
        #expect(
            Negotiation.negotiationClass(accept: "application/design-tokens+json", acceptEncoding: nil)
                != Negotiation.negotiationClass(accept: "text/html", acceptEncoding: nil))
    }

    /// `os` answers the safe area of that version; a group id resolves to a model.
    @Test func anOSVersionAndAGroupId() throws {
        let newest = DesignTokenWalk(bytes: service.respond(to: get("/devices/iphone-11/tokens")).body).tokens
        let ios13 = DesignTokenWalk(bytes: service.respond(to: get("/devices/iphone-11/tokens?os=13")).body).tokens
        let device = try #require(DeviceCatalog.bundled.device(named: "iphone-11")).answering(os: [13])
        #expect(ios13["iphone-11.portrait.safeArea.top"] == device.safeArea?.portrait?.top)
        #expect(newest != ios13)
        let group = service.respond(to: get("/devices/ipad-pro-11-inch/tokens"))
        #expect(group.status == 200)
        #expect(json(group).keys.contains { $0.hasPrefix("ipad-pro-11-inch") })
    }

    @Test func badInputIsAProblemNeverA5xx() {
        expectProblem(service.respond(to: get("/devices/iphone-99/tokens")), status: 404, naming: "iphone-99")
        let tokens = "/devices/iphone-16-pro/tokens"
        expectProblem(service.respond(to: get(tokens + "?dimensions=rem")), status: 400, naming: "dimensions")
        expectProblem(service.respond(to: get(tokens + "?fields=id")), status: 400, naming: "fields")
        expectProblem(service.respond(to: get("/devices/iphone-16-pro/tokens?os=9")), status: 422, naming: "os")
        expectProblem(service.respond(to: get("/devices.tokens.json?family=phones")), status: 400, naming: "family")
        expectProblem(service.respond(to: get("/devices.tokens.json?os=17")), status: 400, naming: "os")
        #expect(service.respond(to: get("/devices/iphone-16-pro/tokens", method: "POST")).status == 405)
    }

    /// `fields=` on one model: the members chosen, in a whole device's order; an unknown one is a 400 listing them,
    /// and a picture (which draws the whole model) refuses it.
    @Test func fieldsOnOneModel() throws {
        let response = service.respond(to: get("/devices/iphone-16-pro?fields=screen,id"))
        #expect(response.status == 200)
        #expect(response.bodyText == #"{"id":"iphone-16-pro","screen":{"width":402,"height":874}}"#)
        let whole = json(service.respond(to: get("/devices/iphone-16-pro")))
        #expect(whole["sourceDescriptions"] != nil && whole["screenProvenance"] != nil)
        let resolved = json(service.respond(to: get("/devices/ipad-pro-11-inch?fields=id,resolvedFrom")))
        #expect(Set(resolved.keys) == ["id", "resolvedFrom"])
        let bad = service.respond(to: get("/devices/iphone-16-pro?fields=id,nme"))
        expectProblem(bad, status: 400, naming: "nme")
        #expect((json(bad)["allowed"] as? [String])?.contains("safeAreaInsets") == true)
        let picture = service.respond(to: get("/devices/iphone-16-pro?fields=id&format=svg"))
        expectProblem(picture, status: 422, naming: "fields")
    }

    /// A projection is the whole answer cut down, never another member's value: for every model, each member of
    /// `/devices/{id}` asked alone with `fields=` is that member as the whole answer has it, and asking for all of
    /// them gives the whole answer back (the whole answer is written by the model's own encoder, a projection member
    /// by member).
    @Test func everyFieldOfEveryModelIsTheWholeAnswersMember() throws {
        func canonical(_ object: [String: Any]) -> Data? {
            try? JSONSerialization.data(withJSONObject: object, options: .sortedKeys)
        }
        var compared = 0
        for device in DeviceCatalog.bundled.devices {
            let whole = json(service.respond(to: get("/devices/\(device.id)")))
            let all = json(
                service.respond(to: get("/devices/\(device.id)?fields=" + whole.keys.sorted().joined(separator: ","))))
            #expect(canonical(all) != nil && canonical(all) == canonical(whole), "\(device.id): fields= every member")
            for (key, value) in whole {
                let one = json(service.respond(to: get("/devices/\(device.id)?fields=\(key)")))
                #expect(one.count == 1 && canonical(one) == canonical([key: value]), "\(device.id) \(key)")
                compared += 1
            }
        }
        #expect(compared > 2_000)
    }

    /// In a batch, `fields=` on a model and the tokens are items like any other.
    @Test func fieldsAndTokensInABatch() throws {
        let batch =
            #"{"questions":[{"path":"/devices/iphone-16-pro","query":{"fields":"id,scale"}},"#
            + #"{"path":"/devices/iphone-6/tokens","query":{"dimensions":"object"}},"#
            + #"{"path":"/devices/nope/tokens"},{"path":"/devices.tokens.json","query":{"family":"watch"}}]}"#
        let response = service.respond(to: post("/batch", batch))
        #expect(response.status == 200)
        let answers = try #require(json(response)["answers"] as? [[String: Any]])
        #expect(answers.map { $0["status"] as? Int } == [200, 200, 404, 200])
        let first = try #require(answers[0]["body"] as? [String: Any])
        #expect(Set(first.keys) == ["id", "scale"] && (first["scale"] as? NSNumber)?.doubleValue == 3)
        let tokens = try JSONSerialization.data(withJSONObject: answers[1]["body"] ?? [:])
        let walk = DesignTokenWalk(bytes: Array(tokens))
        #expect(walk.problems.isEmpty && walk.forms == ["object"])
        #expect(walk.tokens["iphone-6.portrait.screen.width"] == 375)
    }
}
