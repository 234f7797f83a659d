// FlipbookTransitions: view controllers and Hero-style transitions between them (issue 13,
// seed 003, SDOSHero over HeroTransitions/Hero).
//
// How the pieces fit:
//   HeroAnimationType        Hero's default animation types, `reversed()`, selectBy/autoReverse
//   ResolvedHeroAnimation    auto/selectBy/leading/trailing decided for one transition
//   HeroTransitionAnimation  a transition as a pure value: time -> both screens' poses (+ order)
//   HeroTiming               0.35 s, the standard and deceleration curves, overlay and shadow numbers
//   ViewController, NavigationController, TabBarController
//                            UIKit-like controllers with SDOSHero's API (history rule for pops,
//                            tab direction rule, modal defaults)
//   ControllerHost           shows a hierarchy in a Scene and runs transitions on its clock:
//                            backdrop, overlays, shadow, trace ids `from`/`to`, callbacks
//   TransitionDriver         a Driver: timed TransitionEvents at a fixed fps, for DriveLoop/SceneRun
//
// Matched views and modifiers (view.hero.id / .modifiers, FlipbookScene's HeroModifier):
//   HeroTargetState          a view's modifiers folded into Hero's target state
//   HeroTransitionPlan       Hero's preprocessors as one pure pass over both screens: match by
//                            hero.id, source, cascade, ignoreSubviewModifiers, the duration rule
//   HeroViewAnimation        one view's move over time: curve or spring, delay, Hero's arc
//   HeroViewState            what moves (centre, size, transform, alpha, radius, colour)
//   HeroFlightView/Flights   snapshots drawn while the originals hide: matched, source and global
//                            views above both screens (traced under the hero id), others on top of
//                            their own screen, moving with it
//
// UIKit's own transitions, when hero.isEnabled is false (or a sheet is up):
//   UIKitTransitionAnimation push/pop (trailing edge, 30 % parallax, dim, shadow), cover
//                            vertical for .fullScreen, and the page sheet; 0.5 s critically damped
//   UIKitTiming, SheetGeometry  their numbers and what each is based on
//   ModalPresentationStyle   automatic/pageSheet/formSheet (a sheet on a phone), fullScreen
//   SheetPresentation        a sheet on screen: its rounded holder, the card the presenter
//                            becomes (scaled, dimmed, rounded) until the dismissal gives it back
//   Sheets/                  UISheetPresentationController: detents (medium, large, custom), the
//                            grabber, the undimmed detent, the corner radius, animateChanges on
//                            the sheet spring, a finger dragging the sheet between its detents
//   ScreenTransitionAnimation  what ControllerHost runs: Hero's or UIKit's motion
//
// Not here yet: the navigation bar's title cross-fade (UIKit's and Hero's); iPad (regular width)
// sheets and form sheets; dragging a sheet below its smallest detent to dismiss it; a full-screen modal presented from a
// sheet, or a sheet over a sheet, is only approximately UIKit's (the covered sheet's card
// geometry); interactive (swipe) dismissal; Hero's shadow, border and overlay modifiers (not in
// HeroModifier); a local view animated inside another animated view moves on its own rather
// than inside its parent's snapshot.
